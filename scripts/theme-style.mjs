// Fluent's light theme as the page's own stylesheet, and its token names without a table.
//
// The theme's tokens (colours, sizes, fonts) are CSS variables. Their values are written once into
// every HTML page's head, there before any script runs, so the app's FluentProvider carries none
// of them (about 6 kB gzip of the first load) and writes none at start. The styles refer to a
// token through Fluent's `tokens` object, a table of 467 names each mapped to `var(--<name>)`
// (8 kB gzip); the build replaces that table with the rule that makes it, keeping the few tokens
// whose variable carries a fallback (the z-indices) as written.

const TOKENS_MODULE = /[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/;

async function fluent() {
  return import('@fluentui/react-components');
}

/** The `:root` rule of the theme's variables. */
export async function themeRule() {
  const { createCSSRuleFromTheme, webLightTheme } = await fluent();
  return createCSSRuleFromTheme(':root', webLightTheme);
}

/** The module that stands for Fluent's `tokens` table: every name its own variable, but the exceptions. */
export async function tokensModule() {
  const { tokens } = await fluent();
  const exceptions = Object.fromEntries(Object.entries(tokens).filter(([name, value]) => value !== `var(--${name})`));
  return [
    `const exceptions = ${JSON.stringify(exceptions)};`,
    "export const tokens = new Proxy(exceptions, { get: (table, name) => (typeof name !== 'string' ? undefined : table[name] ?? `var(--${name})`) });",
  ].join('\n');
}

/** @returns {import('vite').Plugin} */
export function themeStylePlugin() {
  return {
    name: 'nyayapath:theme-style',
    async transformIndexHtml() {
      return [{ tag: 'style', attrs: { id: 'theme' }, children: await themeRule(), injectTo: 'head' }];
    },
    async load(id) {
      return TOKENS_MODULE.test(id) ? tokensModule() : null;
    },
  };
}

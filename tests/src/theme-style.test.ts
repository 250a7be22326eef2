import { tokens, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { themeRule, tokensModule } from '../../scripts/theme-style.mjs';

describe("the theme's build-time stand-ins", () => {
  it("gives every one of Fluent's token names the value of its table, the z-indices' fallbacks included", async () => {
    const source = await tokensModule();
    const { tokens: standIn } = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { tokens: Record<string, string> };
    const names = Object.keys(tokens);
    expect(names.length).toBeGreaterThan(400);
    for (const name of names) expect(standIn[name], name).toBe(tokens[name as keyof typeof tokens]);
    expect(standIn.zIndexPopup).toBe('var(--zIndexPopup, 2000)');
    // The table itself is not shipped: only the names whose variable is not plainly their own.
    expect(source.length).toBeLessThan(1_000);
  });

  it("writes every variable of the light theme on the page's root", async () => {
    const rule = await themeRule();
    expect(rule.startsWith(':root { ')).toBe(true);
    for (const [name, value] of Object.entries(webLightTheme)) expect(rule, name).toContain(`--${name}: ${value};`);
  });
});

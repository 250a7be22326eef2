import type { PartialTheme } from '@fluentui/react-components';

/**
 * The theme a FluentProvider is given: none of its own. The light theme's tokens are CSS variables
 * on the page's `:root`, written into every HTML page's head by the build
 * (scripts/theme-style.mjs), so the app carries no theme values and writes none at start.
 */
export const PAGE_THEME: PartialTheme = {};

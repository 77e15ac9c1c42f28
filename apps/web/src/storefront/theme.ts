import { globalRules } from '@/styles/global-styles';
import { variableTheme, type AppTheme } from '@/styles/theme';

/**
 * The web app's theme, every colour a CSS variable: the server renders one page for both modes and the browser picks
 * light or dark by html[data-theme] (set by /first-paint.js before the first paint), so nothing flashes and hydration sees
 * the same markup.
 */
export const storefrontTheme: AppTheme = variableTheme;

/** The two palettes as variables and the web app's resets. */
export const storefrontGlobals = globalRules;

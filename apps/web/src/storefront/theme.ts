import { css } from '@emotion/react';
import { themes, type AppTheme, type ThemeColors } from '@/styles/theme';

const variable = (name: string) => `--colour-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The dashboard's theme with every colour a CSS variable: the server renders one page for both modes and the
 * browser picks light or dark by html[data-theme] (set by /theme.js before the first paint), so nothing flashes and
 * hydration sees the same markup.
 */
export const storefrontTheme: AppTheme = {
  ...themes.light,
  colors: Object.fromEntries(
    Object.keys(themes.light.colors).map((name) => [name, `var(${variable(name)})`]),
  ) as unknown as ThemeColors,
};

const declarations = (colors: ThemeColors) =>
  Object.entries(colors)
    .map(([name, value]) => `${variable(name)}: ${value};`)
    .join('\n');

/** The two palettes as variables, the dashboard's resets, and the page's own rules. */
export const storefrontGlobals = css`
  :root {
    ${declarations(themes.light.colors)}
    color-scheme: light;
  }
  :root[data-theme='dark'] {
    ${declarations(themes.dark.colors)}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${themes.light.fonts.body};
    font-size: ${themes.light.fontSizes.md};
    line-height: 1.5;
    color: var(${variable('text')});
    background: var(${variable('background')});
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    line-height: 1.2;
  }
  h1,
  h2 {
    font-family: ${themes.light.fonts.heading};
    font-weight: 600;
  }
  p {
    margin: 0;
  }
  a {
    color: var(${variable('primary')});
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid var(${variable('focus')});
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

import { css, Global } from '@emotion/react';
import { themeVariableRules, variableTheme as theme } from './theme';

/**
 * Resets and document-wide rules, with both palettes as CSS variables (html[data-theme] picks one): the same rules
 * whichever mode is on, so a page rendered ahead of time is right for either.
 */
export const globalRules = css`
  ${themeVariableRules}
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
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.5;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
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
    font-family: ${theme.fonts.heading};
    font-weight: 600;
  }
  p {
    margin: 0;
  }
  a {
    color: ${theme.colors.primary};
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
    outline: 3px solid ${theme.colors.focus};
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

/** The document-wide rules as an element. */
export function GlobalStyles() {
  return <Global styles={globalRules} />;
}

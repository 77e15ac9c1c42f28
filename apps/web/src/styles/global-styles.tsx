import { css, Global, useTheme } from '@emotion/react';

/** Resets and document-wide rules that depend on the active theme. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          color-scheme: ${theme.mode};
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
      `}
    />
  );
}

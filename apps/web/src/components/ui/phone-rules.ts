import { css, type Theme } from '@emotion/react';

/** A grid that stacks its columns into one on a phone. */
export const oneColumnOnPhone = ({ theme }: { theme: Theme }) => css`
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Something shown only on wider screens: hidden on a phone. */
export const hiddenOnPhone = ({ theme }: { theme: Theme }) => css`
  ${theme.media.mobile} {
    display: none;
  }
`;

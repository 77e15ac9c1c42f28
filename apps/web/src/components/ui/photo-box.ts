import { css, type Theme } from '@emotion/react';

/** A box that a photo fills (cropped to fit), or that centres a placeholder icon on a muted ground when there is none. */
export const photoBox = ({ theme }: { theme: Theme }) => css`
  display: grid;
  place-items: center;
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

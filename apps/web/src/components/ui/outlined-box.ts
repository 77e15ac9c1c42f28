import { css, type Theme } from '@emotion/react';

/** The page colours an outlined box can be filled with. */
export type OutlinedFill = 'surface' | 'background';

/**
 * A box outlined in the kit's border colour with rounded corners (`md` unless another radius is given), filled with
 * the surface unless another page colour is given.
 */
export const outlinedBox =
  (fill: OutlinedFill = 'surface', radius: keyof Theme['radii'] = 'md') =>
  ({ theme }: { theme: Theme }) => css`
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii[radius]};
    background: ${theme.colors[fill]};
  `;

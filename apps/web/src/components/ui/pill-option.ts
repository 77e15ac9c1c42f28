import { css, type Theme } from '@emotion/react';

/** An option of a choice list (a chip, a radio option): a bordered pill on the surface, pressed with a pointer. */
export const pillOption = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
`;

/** The chosen option of a choice list: the primary border on the primary tint, in bold. */
export const chosenPill = ({ theme }: { theme: Theme }) => css`
  border-color: ${theme.colors.primary};
  background: ${theme.colors.primarySoft};
  font-weight: 600;
`;

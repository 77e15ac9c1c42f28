import { css, type Theme } from '@emotion/react';

/** The text of a control's label or a group's legend: small and bold. */
export const labelText = ({ theme }: { theme: Theme }) => css`
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;

/** Secondary text beside or under the main one (a description, a term): small and muted. */
export const secondaryText = ({ theme }: { theme: Theme }) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** A message about something that went wrong, outside a single field: small, medium weight, in the danger colour. */
export const errorText = ({ theme }: { theme: Theme }) => css`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
`;

import { css, type Theme } from '@emotion/react';

/** Where a step stands: behind the current one (or reached), the current one, or not reached yet. */
export type StepState = 'done' | 'current' | 'todo';

/** The list of a step indicator: one equal column a step (`--steps` of them), without list markers. */
export const stepListStyles = css`
  display: grid;
  grid-template-columns: repeat(var(--steps), minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A step of a numbered indicator: a bar above it and its number in a circle, coloured once the step is reached and
 * bold while it is the current one. The number is the element's `span[aria-hidden]` child.
 */
export const stepMarkerStyles = ({ theme, state }: { theme: Theme; state: StepState }) => css`
  border-top: 4px solid ${state === 'todo' ? theme.colors.border : theme.colors.primary};
  color: ${state === 'todo' ? theme.colors.textMuted : theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${state === 'current' ? 700 : 500};
  > span[aria-hidden] {
    display: grid;
    place-items: center;
    flex-shrink: 0;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: ${state === 'todo' ? theme.colors.surfaceMuted : theme.colors.primary};
    color: ${state === 'todo' ? theme.colors.textMuted : theme.colors.onPrimary};
    font-size: ${theme.fontSizes.xs};
  }
`;

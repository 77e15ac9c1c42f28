import styled from '@emotion/styled';
import type { CSSProperties } from 'react';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(var(--steps), minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Step = styled.li<{ state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding-top: 0.75rem;
  border-top: 4px solid ${({ theme, state }) => (state === 'todo' ? theme.colors.border : theme.colors.primary)};
  color: ${({ theme, state }) => (state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ state }) => (state === 'current' ? 700 : 500)};
  span {
    display: grid;
    place-items: center;
    flex-shrink: 0;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: ${({ theme, state }) => (state === 'todo' ? theme.colors.surfaceMuted : theme.colors.primary)};
    color: ${({ theme, state }) => (state === 'todo' ? theme.colors.textMuted : theme.colors.onPrimary)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** A numbered step indicator (step 1 first) with the current step announced; stacks on a phone. */
export function Steps({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <List aria-label={label} style={{ '--steps': steps.length } as CSSProperties}>
      {steps.map((name, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <Step key={name} state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span aria-hidden="true">{number}</span>
            {name}
          </Step>
        );
      })}
    </List>
  );
}

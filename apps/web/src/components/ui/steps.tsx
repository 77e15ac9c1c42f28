import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import { visuallyHidden } from '@/styles/visually-hidden';
import { type StepState, stepListStyles, stepMarkerStyles } from './step-marker';

const notCompact = { shouldForwardProp: (prop: string) => prop !== 'compact' };

const List = styled('ol', notCompact)<{ compact: boolean }>`
  ${stepListStyles}
  gap: 0.75rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: ${({ compact }) => (compact ? 'repeat(var(--steps), minmax(0, 1fr))' : 'minmax(0, 1fr)')};
    gap: 0.5rem;
  }
`;

/** In a compact indicator the names are read out but not shown on a phone (the page names the current step). */
const Name = styled('span', notCompact)<{ compact: boolean }>`
  ${({ theme }) => theme.media.mobile} {
    ${({ compact }) => (compact ? visuallyHidden : '')}
  }
`;

const Step = styled.li<{ state: StepState }>`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding-top: 0.75rem;
  ${stepMarkerStyles}
`;

/**
 * A numbered step indicator (step 1 first) with the current step announced; stacks on a phone. Steps before the
 * current one show as done, unless `done` says which are (a wizard whose saved steps can lie ahead of the current one).
 */
export function Steps({
  steps,
  current,
  label,
  done,
  compact = false,
}: {
  steps: readonly string[];
  current: number;
  label: string;
  done?: readonly boolean[];
  /** On a phone, one row of numbered bars instead of a stacked list. */
  compact?: boolean;
}) {
  return (
    <List aria-label={label} compact={compact} style={{ '--steps': steps.length } as CSSProperties}>
      {steps.map((name, index) => {
        const number = index + 1;
        const finished = done ? Boolean(done[index]) : number < current;
        const state = number === current ? 'current' : finished ? 'done' : 'todo';
        return (
          <Step key={name} state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span aria-hidden="true">{number}</span>
            <Name compact={compact}>{name}</Name>
          </Step>
        );
      })}
    </List>
  );
}

import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { type StepState, stepListStyles, stepMarkerStyles } from '@/components/ui/step-marker';
import { type MealEditor } from '../stores/meal-editor';
import { MEAL_STEPS } from '../stores/meal-draft';

const List = styled.ol`
  ${stepListStyles}
  gap: 0.5rem;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StepButton = styled.button<{ state: StepState }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.25rem 0.25rem;
  border: none;
  background: transparent;
  ${stepMarkerStyles}
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    gap: 0.375rem;
    > span[aria-hidden] {
      width: 1.5rem;
      height: 1.5rem;
    }
  }
`;

/**
 * The editor's numbered steps (from 1). Each is a button: a stored meal can open any step, a new one the steps it
 * has reached.
 */
export const EditorSteps = observer(function EditorSteps({ editor }: { editor: MealEditor }) {
  return (
    <nav aria-label="Meal steps">
      <List style={{ '--steps': MEAL_STEPS.length } as CSSProperties}>
        {MEAL_STEPS.map((name, index) => {
          const number = index + 1;
          const reachable = editor.canGoTo(number);
          const state = number === editor.step ? 'current' : reachable ? 'done' : 'todo';
          return (
            <li key={name}>
              <StepButton
                type="button"
                state={state}
                aria-current={state === 'current' ? 'step' : undefined}
                disabled={!reachable}
                onClick={() => editor.goTo(number)}
              >
                <span aria-hidden="true">{number}</span>
                {name}
              </StepButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
});

import styled from '@emotion/styled';

/** The four onboarding steps; step 1 is Personal Information (SPEC section 1). */
export const ONBOARDING_STEPS = [
  'Personal Information',
  'Business Information',
  'Documents',
  'Cuisines & Dietary Offerings',
] as const;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
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

/** 4-step progress indicator with the current step announced. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <List aria-label="Onboarding progress">
      {ONBOARDING_STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <Step key={label} state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span aria-hidden="true">{number}</span>
            {label}
          </Step>
        );
      })}
    </List>
  );
}

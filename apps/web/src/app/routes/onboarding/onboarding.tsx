import styled from '@emotion/styled';
import { Logo } from '@/components/logo';
import { usePageTitle } from '@/components/page-title';
import { ThemeToggle } from '@/components/theme-toggle';
import { Container } from '@/components/ui/container';
import { ONBOARDING_STEPS, StepIndicator } from '@/features/onboarding/components/step-indicator';

const Top = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 4rem;
`;

const Main = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  padding-top: 2rem;
  padding-bottom: 4rem;
  h1 {
    font-size: clamp(1.75rem, 3vw, 2.5rem);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  header p {
    margin-top: 0.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CURRENT_STEP = 1;

/** Onboarding entry: heading and step indicator (the step forms belong to the onboarding issue). */
export default function OnboardingRoute() {
  usePageTitle('Onboarding');
  return (
    <>
      <Top narrow>
        <Logo />
        <ThemeToggle />
      </Top>
      <Main narrow as="main">
        <header>
          <h1>Set up your kitchen</h1>
          <p>Four short steps before you can start selling.</p>
        </header>
        <StepIndicator current={CURRENT_STEP} />
        <h2>
          Step {CURRENT_STEP}: {ONBOARDING_STEPS[CURRENT_STEP - 1]}
        </h2>
      </Main>
    </>
  );
}

import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonLinkStyles, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { tonedBox } from '@/components/ui/tones';
import { wrappingRow } from '@/components/ui/toolbar';
import { paths } from '@/config/paths';
import { useStore } from '@/stores/stores-context';
import { LAST_STEP, type OnboardingStep } from '../stores/onboarding-rules';
import { OnboardingStore } from '../stores/onboarding-store';
import { BusinessStep } from './business-step';
import { DocumentsStep } from './documents-step';
import { PersonalStep } from './personal-step';
import { PreferencesStep } from './preferences-step';
import { ONBOARDING_STEPS, StepIndicator } from './step-indicator';
import { Stack, TwoColumns } from '@/components/ui/stack';
import { errorText } from '@/components/ui/text-styles';

const STEP_INTRO: Record<OnboardingStep, string> = {
  1: 'Tell us who you are. We only use these details to verify you and to reach you about your kitchen.',
  2: 'The kitchen customers order from: its name, how to reach it and where it cooks.',
  3: 'Upload a clear scan or photo of each document. Proof of identity and a food hygiene certificate are required.',
  4: 'What you cook and which dietary needs you cater for, so the right customers find you.',
};

const STEP_FORMS: Record<OnboardingStep, () => ReactNode> = {
  1: () => <PersonalStep />,
  2: () => <BusinessStep />,
  3: () => <DocumentsStep />,
  4: () => <PreferencesStep />,
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  header p {
    margin-top: 0.375rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const Actions = styled.div`
  ${wrappingRow}
  align-items: center;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > :last-child {
    margin-left: auto;
  }
  ${({ theme }) => theme.media.mobile} {
    > button {
      flex: 1 1 8rem;
    }
  }
`;

const SaveError = styled.p`
  flex: 1 1 100%;
  ${errorText}
`;

const Notice = styled.div`
  ${wrappingRow}
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding: 1rem 1.25rem;
  ${tonedBox('success')}
  color: ${({ theme }) => theme.colors.text};
  p {
    flex: 1 1 18rem;
  }
`;

const DashboardLink = styled(Link)`
  ${({ theme }) => buttonLinkStyles(theme, 'secondary', 'sm')}
`;

const SkeletonBody = Stack;

const SkeletonSteps = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.75rem;
`;

/** The page's heading and what it promises. */
function PageHeader() {
  return (
    <header>
      <h1>Set up your kitchen</h1>
      <p>Four short steps before you can start selling. Each step is saved as you go.</p>
    </header>
  );
}

/** The shape of the heading, the indicator and a step form while the saved state loads. */
function OnboardingSkeleton() {
  return (
    <SkeletonBody gap="1.5rem" role="status" aria-label="Loading your onboarding" aria-busy="true">
      <Skeleton width="min(24rem, 80%)" height="2.75rem" />
      <Skeleton width="min(36rem, 100%)" />
      <SkeletonSteps>
        {Array.from({ length: ONBOARDING_STEPS.length }, (_, index) => (
          <Skeleton key={index} height="2.75rem" />
        ))}
      </SkeletonSteps>
      <Card>
        <Skeleton width="16rem" height="1.75rem" />
        <Skeleton width="min(32rem, 100%)" />
        <TwoColumns gap="1.25rem">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height="4.25rem" />
          ))}
        </TwoColumns>
      </Card>
    </SkeletonBody>
  );
}

/**
 * The onboarding page's content: loads the saved state, resumes at the first unfinished step, and moves on only once
 * the server accepted a step. The heading shows with the steps, once it is known where the vendor stands.
 * `onFinished` runs after the last step is saved and onboarding is complete.
 */
export const OnboardingWizard = observer(function OnboardingWizard({ onFinished }: { onFinished: () => void }) {
  const onboarding = useStore(OnboardingStore);
  const read = onboarding.getOnboarding();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const { step } = onboarding;

  useEffect(() => {
    void onboarding.start();
  }, [onboarding]);

  // A new step takes the focus to its heading (not on first arrival, where the page starts at the top).
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  if (!onboarding.ready) {
    if (read.error) {
      return (
        <>
          <PageHeader />
          <ErrorState
            title="Could not load your onboarding"
            error={read.error}
            message={read.error.isTransport ? 'Check your connection and try again.' : undefined}
            onRetry={() => void onboarding.start()}
          />
        </>
      );
    }
    return <OnboardingSkeleton />;
  }

  const focusFirstProblem = () => {
    requestAnimationFrame(() => {
      const target = form.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid="true"] button, [data-invalid="true"] [role="group"] button',
      );
      target?.focus();
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (onboarding.isSaving()) return;
    moved.current = true;
    const outcome = await onboarding.next();
    if (outcome === 'finished') onFinished();
    else if (outcome !== 'saved') focusFirstProblem();
  };

  const back = () => {
    moved.current = true;
    onboarding.goBack();
  };

  const saving = onboarding.isSaving();
  const last = step === LAST_STEP;
  const saveError = onboarding.saveError();
  const headingId = `onboarding-step-${step}`;

  return (
    <>
      <PageHeader />
      <StepIndicator current={step} done={onboarding.completedSteps} />
      {onboarding.completedOnboarding && (
        <Notice role="status">
          <p>
            <strong>Your kitchen is set up.</strong> Change anything you like and save it, or go straight to your
            dashboard.
          </p>
          <DashboardLink to={paths.dashboard.root.getHref()}>Go to dashboard</DashboardLink>
        </Notice>
      )}
      <Card>
        <Form ref={form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
          <header>
            <h2 id={headingId} ref={heading} tabIndex={-1}>
              Step {step}: {ONBOARDING_STEPS[step - 1]}
            </h2>
            <p>{STEP_INTRO[step]}</p>
          </header>
          {STEP_FORMS[step]()}
          <Actions>
            {saveError && <SaveError role="alert">Not saved: {saveError}</SaveError>}
            {step > 1 && (
              <Button variant="secondary" onClick={back} disabled={saving}>
                <ChevronLeftIcon size={18} /> Back
              </Button>
            )}
            <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
              {last ? (
                <>
                  <CheckIcon size={18} /> {saving ? 'Finishing…' : 'Finish'}
                </>
              ) : (
                <>
                  {saving ? 'Saving…' : 'Next'} <ChevronRightIcon size={18} />
                </>
              )}
            </Button>
          </Actions>
        </Form>
      </Card>
    </>
  );
});

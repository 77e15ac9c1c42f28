import { Steps } from '@/components/ui/steps';

/** The four onboarding steps; step 1 is Personal Information. */
export const ONBOARDING_STEPS = [
  'Personal Information',
  'Business Information',
  'Documents',
  'Cuisines & Dietary Offerings',
] as const;

/** 4-step progress indicator with the current step announced; `done` marks the steps already saved. */
export function StepIndicator({ current, done }: { current: number; done?: readonly boolean[] }) {
  return <Steps steps={ONBOARDING_STEPS} current={current} done={done} label="Onboarding progress" compact />;
}

import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { OnboardingBanner } from '@/features/onboarding/components/onboarding-banner';

/** Every dashboard page, with the reminder to finish onboarding while it is incomplete. */
export default function DashboardRoot() {
  return <DashboardLayout notice={<OnboardingBanner />} />;
}

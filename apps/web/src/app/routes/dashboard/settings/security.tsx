import { SectionTitle } from '@/components/layouts/section-title';
import { SecuritySettings } from '@/features/auth/components/security-settings';

export default function SecurityRoute() {
  return (
    <>
      <SectionTitle title="Security" />
      <SecuritySettings />
    </>
  );
}

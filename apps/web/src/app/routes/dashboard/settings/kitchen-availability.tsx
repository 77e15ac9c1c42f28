import { SectionTitle } from '@/components/layouts/section-title';
import { KitchenAvailabilitySettings } from '@/features/availability/components/kitchen-availability';

export default function KitchenAvailabilityRoute() {
  return (
    <>
      <SectionTitle title="Kitchen Availability & Cutoffs" />
      <KitchenAvailabilitySettings />
    </>
  );
}

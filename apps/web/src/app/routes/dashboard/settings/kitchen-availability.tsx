import { SectionTitle } from '@/components/layouts/section-title';
import { KitchenAvailabilitySettings } from '@/features/availability/components/kitchen-availability';
import { KitchenControlsSettings } from '@/features/availability/components/kitchen-controls-settings';

export default function KitchenAvailabilityRoute() {
  return (
    <>
      <SectionTitle title="Kitchen Availability & Cutoffs" />
      <KitchenAvailabilitySettings />
      <KitchenControlsSettings />
    </>
  );
}

import { SectionTitle } from '@/components/layouts/section-title';

export default function KitchenAvailabilityRoute() {
  return <SectionTitle title="Kitchen Availability & Cutoffs" />;
}

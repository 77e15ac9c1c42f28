import { SectionTitle } from '@/components/layouts/section-title';

export default function ShippingRoute() {
  return <SectionTitle title="Shipping & Delivery" />;
}

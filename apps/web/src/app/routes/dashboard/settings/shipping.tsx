import { SectionTitle } from '@/components/layouts/section-title';
import { ShippingZones } from '@/features/delivery-zones/components/shipping-zones';

export default function ShippingRoute() {
  return (
    <>
      <SectionTitle title="Shipping & Delivery" />
      <ShippingZones />
    </>
  );
}

import { ContentLayout } from '@/components/layouts/content-layout';
import { BrandingForm } from '@/features/branding/components/branding-form';

export default function BrandingRoute() {
  return (
    <ContentLayout title="Branding" description="How your kitchen appears to customers.">
      <BrandingForm />
    </ContentLayout>
  );
}

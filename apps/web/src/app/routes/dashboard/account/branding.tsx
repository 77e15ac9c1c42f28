import { ContentLayout } from '@/components/layouts/content-layout';

export default function BrandingRoute() {
  return <ContentLayout title="Branding" />;
}

import { SectionTitle } from '@/components/layouts/section-title';

export default function SecurityRoute() {
  return <SectionTitle title="Security" />;
}

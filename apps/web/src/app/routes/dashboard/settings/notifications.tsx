import { SectionTitle } from '@/components/layouts/section-title';

export default function NotificationsRoute() {
  return <SectionTitle title="Notifications" />;
}

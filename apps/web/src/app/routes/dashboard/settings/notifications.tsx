import { SectionTitle } from '@/components/layouts/section-title';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';

export default function NotificationsRoute() {
  return (
    <>
      <SectionTitle title="Notifications" />
      <NotificationSettings />
    </>
  );
}

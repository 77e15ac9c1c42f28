import { ContentLayout } from '@/components/layouts/content-layout';
import { ProfileForm } from '@/features/profile/components/profile-form';

export default function ProfileRoute() {
  return (
    <ContentLayout title="Profile" description="Your own details on this kitchen's account.">
      <ProfileForm />
    </ContentLayout>
  );
}

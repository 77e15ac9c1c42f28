import { usePageTitle } from '@/components/page-title';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { OtpSignIn } from '@/features/auth/components/otp-sign-in';
import { TestimonialsPanel } from '@/features/auth/components/testimonials-panel';

export default function LoginRoute() {
  usePageTitle('Sign in');
  return (
    <AuthLayout
      aside={
        <TestimonialsPanel
          title="Your kitchen, your customers"
          text="Menus, orders, delivery zones and payouts in one place, built for UK home chefs."
        />
      }
    >
      <OtpSignIn purpose="login" />
    </AuthLayout>
  );
}

import { usePageTitle } from '@/components/page-title';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { OtpSignIn } from '@/features/auth/components/otp-sign-in';
import { TestimonialsPanel } from '@/features/auth/components/testimonials-panel';

export default function SignupRoute() {
  usePageTitle('Get Started');
  return (
    <AuthLayout
      aside={
        <TestimonialsPanel
          title="Turn your cooking into a business"
          text="Join home chefs across the UK who take advance orders for the meals they love to make."
        />
      }
    >
      <OtpSignIn purpose="signup" />
    </AuthLayout>
  );
}

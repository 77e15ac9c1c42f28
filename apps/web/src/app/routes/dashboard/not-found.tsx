import { DashboardMessage } from '@/components/layouts/dashboard-message';
import { paths } from '@/config/paths';

/** A mistyped dashboard address: the sidebar stays, so the member can carry on from where they are. */
export default function DashboardNotFoundRoute() {
  return (
    <DashboardMessage
      documentTitle="Page not found"
      heading="Page not found"
      code="404"
      link={{ to: paths.dashboard.root.getHref(), label: 'Go to Dashboard' }}
    >
      The page you are looking for does not exist or has moved. Pick a page from the menu, or go to the dashboard.
    </DashboardMessage>
  );
}

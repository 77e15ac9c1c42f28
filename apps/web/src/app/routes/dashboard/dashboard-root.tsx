import { DashboardLayout } from '@/components/layouts/dashboard-layout';

export default DashboardLayout;

import { SettingsLayout } from '@/components/layouts/settings-layout';

export default SettingsLayout;

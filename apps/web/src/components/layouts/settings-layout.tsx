import styled from '@emotion/styled';
import { Outlet } from 'react-router-dom';
import { usePageTitle } from '@/components/page-title';
import { LinkTabs } from '@/components/ui/tabs';
import { SETTINGS_TABS } from './nav-items';

const Title = styled.h1`
  margin-bottom: 1rem;
  font-size: clamp(1.5rem, 2.5vw, 2rem);
`;

/** Settings pages share a tab bar, one link a page. */
export function SettingsLayout() {
  usePageTitle('Settings');
  return (
    <>
      <Title>Settings</Title>
      <LinkTabs label="Settings" items={SETTINGS_TABS} />
      <Outlet />
    </>
  );
}

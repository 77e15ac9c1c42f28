import styled from '@emotion/styled';
import { useLayoutEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { usePageTitle } from '@/components/page-title';
import { SETTINGS_TABS } from './nav-items';

const Tabs = styled.nav`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1.5rem;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    flex-shrink: 0;
    padding: 0.75rem 1rem;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Settings pages share a tab bar; NavLink marks the tab whose path is current. */
const Title = styled.h1`
  margin-bottom: 1rem;
  font-size: clamp(1.5rem, 2.5vw, 2rem);
`;

/**
 * On a phone the tabs scroll sideways; the current one is brought into view (centred) so the vendor always sees which
 * page they are on, even when it is the third or fourth tab.
 */
function useActiveTabInView() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const bar = ref.current;
    const active = bar?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!bar || !active) return;
    const barBox = bar.getBoundingClientRect();
    const tabBox = active.getBoundingClientRect();
    if (tabBox.left >= barBox.left && tabBox.right <= barBox.right) return;
    bar.scrollLeft += tabBox.left - barBox.left - (barBox.width - tabBox.width) / 2;
  }, [pathname]);
  return ref;
}

export function SettingsLayout() {
  usePageTitle('Settings');
  const tabsRef = useActiveTabInView();
  return (
    <>
      <Title>Settings</Title>
      <Tabs aria-label="Settings" ref={tabsRef}>
        {SETTINGS_TABS.map((tab) => (
          <NavLink key={tab.href} to={tab.href}>
            {tab.label}
          </NavLink>
        ))}
      </Tabs>
      <Outlet />
    </>
  );
}

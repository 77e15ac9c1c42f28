import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { Badge } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/button';
import { ChevronDownIcon, SignOutIcon } from '@/components/ui/icons';
import { SkeletonRows } from '@/components/ui/skeleton';
import { initials } from '@/lib/format';
import { paths } from '@/config/paths';
import { useStores } from '@/stores/stores-context';
import { type NavEntry, visibleNavEntries } from './nav-items';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Brand = styled.div`
  padding: 1.25rem 1.25rem 1rem;
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: 0.5rem 0.75rem 1rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const itemStyles = ({ theme }: { theme: Theme }) => `
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
  }
`;

const TopLink = styled(NavLink)`
  ${itemStyles}
  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const GroupButton = styled.button<{ active: boolean }>`
  ${itemStyles}
  color: ${({ theme, active }) => (active ? theme.colors.text : theme.colors.textMuted)};
  svg:last-of-type {
    margin-left: auto;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg:last-of-type {
    transform: rotate(180deg);
  }
`;

const SubLink = styled(NavLink)`
  ${itemStyles}
  min-height: 2.25rem;
  padding-left: 2.75rem;
  font-weight: 500;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 600;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Who = styled.div`
  min-width: 0;
  flex: 1;
  strong,
  span {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function NavGroup({ entry }: { entry: NavEntry & { children: NonNullable<NavEntry['children']> } }) {
  const { pathname } = useLocation();
  const active = entry.children.some((child) => pathname.startsWith(child.href));
  const [open, setOpen] = useState(active);
  // Navigating into the group opens it (adjusting state while rendering, as React recommends over an effect).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const listId = useId();
  const Icon = entry.icon;
  return (
    <li>
      <GroupButton
        active={active}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon />
        {entry.label}
        <ChevronDownIcon size={16} />
      </GroupButton>
      <ul id={listId} hidden={!open}>
        {entry.children.map((child) => (
          <li key={child.href}>
            <SubLink to={child.href}>{child.label}</SubLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Sidebar: the dashboard's navigation as the signed-in member's role allows it, and the member with the sign-out
 * button. Until the role is known (an old session cookie without it) the entries are placeholders, so a member never
 * sees a page flash up that their role does not open.
 */
export const Sidebar = observer(function Sidebar({ onSignOut }: { onSignOut: () => void }) {
  const { auth, live } = useStores();
  const user = auth.user;
  const ordersHref = paths.dashboard.orders.getHref();
  const entries = user?.role ? visibleNavEntries((permission) => auth.can(permission)) : null;
  return (
    <Root>
      <Brand>
        <Logo />
      </Brand>
      <Nav aria-label="Dashboard">
        {entries ? (
          <ul>
            {entries.map((entry) => {
              if (entry.children) {
                return <NavGroup key={entry.label} entry={{ ...entry, children: entry.children }} />;
              }
              const Icon = entry.icon;
              return (
                <li key={entry.label}>
                  <TopLink
                    to={entry.href ?? paths.dashboard.root.getHref()}
                    end={entry.href === paths.dashboard.root.getHref()}
                  >
                    <Icon />
                    {entry.label}
                    {entry.href === ordersHref && live.newCount > 0 && (
                      <Badge tone="primary" css={{ marginLeft: 'auto' }}>
                        {live.newCount} new
                      </Badge>
                    )}
                  </TopLink>
                </li>
              );
            })}
          </ul>
        ) : (
          <SkeletonRows rows={7} height="2.25rem" label="Loading the menu" />
        )}
      </Nav>
      <Footer>
        <Avatar aria-hidden="true">{initials(user?.firstName, user?.lastName, user?.email)}</Avatar>
        <Who>
          <strong>{auth.fullName || 'Your account'}</strong>
          <span>{user?.email ?? ''}</span>
        </Who>
        <IconButton aria-label="Sign out" onClick={onSignOut}>
          <SignOutIcon />
        </IconButton>
      </Footer>
    </Root>
  );
});

import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { TeamView } from '../stores/team-views';

const Nav = styled.nav`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1.25rem;
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    flex-shrink: 0;
    min-height: 2.75rem;
    padding: 0.5rem 0.875rem;
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
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    min-width: 1.5rem;
    padding: 0 0.375rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
`;

/**
 * The views of the team as links (each has its own address), the current one marked, with member counts once both
 * lists are loaded (counts appearing one list at a time would shift the tabs twice).
 */
export function TeamTabs({ views, current }: { views: TeamView[]; current: string }) {
  const showCounts = views.every((view) => view.count !== null);
  const navRef = useRef<HTMLElement>(null);
  // On a phone the views scroll sideways: the current one is brought into sight.
  useEffect(() => {
    navRef.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, views.length]);
  return (
    <Nav aria-label="Team views" ref={navRef}>
      {views.map((view) => (
        <Link
          key={view.slug}
          to={paths.dashboard.roles.teamView.getHref(view.slug)}
          aria-current={view.slug === current ? 'page' : undefined}
        >
          {view.label}
          {showCounts && <span>{view.count}</span>}
        </Link>
      ))}
    </Nav>
  );
}

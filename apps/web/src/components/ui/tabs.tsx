import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { centreMatchInView } from './scroll-box';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  count?: number;
}

/** The bar under a row of tabs; it scrolls sideways when the tabs do not fit. */
const barStyles = ({ theme }: { theme: Theme }) => css`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${theme.colors.border};
  margin-bottom: 1rem;
`;

/** One tab, a button or a link: the current one (selected, or the page shown) is underlined in the primary colour. */
const tabStyles = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  flex-shrink: 0;
  padding: 0.625rem 0.875rem;
  border: none;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${theme.colors.textMuted};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'],
  &[aria-current='page'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
  &:hover {
    color: ${theme.colors.text};
  }
  span {
    min-width: 1.5rem;
    padding: 0 0.375rem;
    border-radius: ${theme.radii.full};
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.xs};
    font-variant-numeric: tabular-nums;
  }
`;

const List = styled.div(barStyles);
const Tab = styled.button(tabStyles);
const LinkBar = styled.nav(barStyles);
const TabLink = styled(NavLink)(tabStyles);

/**
 * Filter tabs (a tablist whose panel is the content below): arrow keys move between tabs, the selected one is
 * scrolled into view on narrow screens.
 */
export function Tabs<V extends string>({
  label,
  items,
  value,
  onChange,
  controls,
}: {
  label: string;
  items: TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** id of the element the tabs filter. */
  controls?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || index < 0) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    if (next) {
      onChange(next.value);
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus());
    }
  };
  return (
    <List role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <Tab
            key={item.value}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
          >
            {item.label}
            {item.count !== undefined && <span>{item.count}</span>}
          </Tab>
        );
      })}
    </List>
  );
}

/**
 * On a phone the link tabs scroll sideways; the current one is brought into view (centred) so the page shown is
 * always marked, even when it is the third or fourth tab.
 */
function useCurrentLinkInView() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => centreMatchInView(ref.current, 'a[aria-current="page"]', 'x'), [pathname]);
  return ref;
}

/** Tabs that are pages (each has its own address): a labelled nav of links, the current page's marked. */
export function LinkTabs({ label, items }: { label: string; items: readonly { href: string; label: string }[] }) {
  const navRef = useCurrentLinkInView();
  return (
    <LinkBar aria-label={label} ref={navRef}>
      {items.map((item) => (
        <TabLink key={item.href} to={item.href}>
          {item.label}
        </TabLink>
      ))}
    </LinkBar>
  );
}

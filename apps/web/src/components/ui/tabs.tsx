import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  count?: number;
}

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1rem;
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  flex-shrink: 0;
  padding: 0.625rem 0.875rem;
  border: none;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    min-width: 1.5rem;
    padding: 0 0.375rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-variant-numeric: tabular-nums;
  }
`;

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

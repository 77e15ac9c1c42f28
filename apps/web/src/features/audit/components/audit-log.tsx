import type { AuditEvent, AuditEventType } from '@vendor/api-types';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon, FilterIcon } from '@/components/ui/icons';
import { ListEmptyState } from '@/components/ui/no-matches-state';
import { Pagination } from '@/components/ui/pagination';
import { FilterSelect, labelledOptions } from '@/components/ui/list-filter-controls';
import { SpreadRow } from '@/components/ui/spread-row';
import { TextInput } from '@/components/ui/text-input';
import { ChipGroup, ToggleChip } from '@/components/ui/toggle-chip';
import { formatDateTime } from '@/lib/format';
import { useCached } from '@/stores/base/use-cached';
import { useStore, useStores } from '@/stores/stores-context';
import {
  activeFilterCount,
  auditFilter,
  type AuditQuery,
  customRangeErrors,
  DATE_RANGES,
  readAuditQuery,
  writeAuditQuery,
} from '../stores/audit-query';
import { AuditStore, EVENT_TYPE_LABELS, EVENT_TYPES, SCAN_LIMIT, SYSTEM_USER } from '../stores/audit-store';

/** Someone whose events the log can be narrowed to. */
export interface AuditPerson {
  id: string;
  name: string;
  email: string;
}

const EVENT_TONES: Partial<Record<AuditEventType, BadgeTone>> = {
  created: 'success',
  updated: 'info',
  deleted: 'danger',
  status_changed: 'warning',
  invited: 'primary',
  revoked: 'danger',
  accepted: 'success',
};

const Bar = styled(SpreadRow)`
  margin-bottom: 1rem;
`;

const BarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    gap: 0.375rem;
  }
  svg {
    flex-shrink: 0;
  }
`;

const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  align-items: start;
  gap: 1rem;
  margin-bottom: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > button {
    align-self: end;
    justify-self: start;
    margin-bottom: 1.5rem;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    > button {
      margin-bottom: 0;
    }
  }
`;

const Who = styled.div`
  min-width: 0;
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: break-word;
  }
  ${({ theme }) => theme.media.mobile} {
    span {
      overflow-wrap: anywhere;
    }
  }
`;

const Note = styled.p`
  margin-bottom: 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Description = styled.span`
  overflow-wrap: anywhere;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** The two ends of a custom date range, each a date field of its own. */
const RANGE_ENDS = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'To' },
] as const;

/** The filters of the panel: each narrows the log to one value of its key, or shows every value. */
const PANEL_FILTERS = [
  { key: 'eventType', label: 'Event type', anyLabel: 'All event types' },
  { key: 'userId', label: 'User', anyLabel: 'Everyone' },
] as const;

const EVENT_TYPE_OPTIONS = labelledOptions(EVENT_TYPES, EVENT_TYPE_LABELS);

/** 'delivery_zone' → 'Delivery zone'. */
const itemTypeLabel = (itemType: string) => itemType.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const COLUMNS: Column<AuditEvent>[] = [
  {
    key: 'createdAt',
    header: 'Date and time',
    cell: (event) => <NoWrap>{formatDateTime(event.createdAt)}</NoWrap>,
    width: '10rem',
  },
  {
    key: 'user',
    header: 'User',
    width: '15rem',
    cell: (event) =>
      event.user ? (
        <Who>
          {event.user.name}
          <span>{event.user.email}</span>
        </Who>
      ) : (
        'System'
      ),
  },
  {
    key: 'eventType',
    header: 'Event type',
    cell: (event) => (
      <Badge tone={EVENT_TONES[event.eventType] ?? 'neutral'}>{EVENT_TYPE_LABELS[event.eventType]}</Badge>
    ),
  },
  {
    key: 'item',
    header: 'Item affected',
    width: '15rem',
    cell: (event) => (
      <Who>
        {event.itemAffected}
        <span>{itemTypeLabel(event.itemType)}</span>
      </Who>
    ),
  },
  { key: 'description', header: 'Description', cell: (event) => <Description>{event.description}</Description> },
];

/**
 * The audit log: every change to the kitchen's portal, newest first, by date range (chips or custom dates), event
 * type and person, with a CSV export of what is shown. What the log shows is kept in the address.
 */
export const AuditLog = observer(function AuditLog({ people = [] }: { people?: AuditPerson[] }) {
  const { auth } = useStores();
  const audit = useStore(AuditStore);
  const [search, setSearch] = useSearchParams();
  const query = readAuditQuery(search);
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(query) > 0);
  const panelId = useId();
  const filter = auditFilter(query);
  const rangeErrors = customRangeErrors(query);

  const update = (change: Partial<AuditQuery>) =>
    setSearch(writeAuditQuery({ ...query, page: 1, ...change }), { replace: change.page === undefined });

  // Everyone the log can be narrowed to: the team, the signed-in member, those on this page, and the platform.
  const read = useCached(audit.listAuditEvents(filter ?? {}, query.page));
  const known = new Map<string, AuditPerson>();
  const add = (person: AuditPerson) => {
    if (!known.has(person.id)) known.set(person.id, person);
  };
  people.forEach(add);
  if (auth.user?.id) add({ id: auth.user.id, name: auth.fullName || auth.user.email, email: auth.user.email });
  read.data?.rows.forEach((event) => event.user && add(event.user));
  const peopleOptions = [...known.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }));
  if (query.userId && query.userId !== SYSTEM_USER && !known.has(query.userId)) {
    peopleOptions.unshift({ value: query.userId, label: 'The person chosen' });
  }
  const userOptions = [...peopleOptions, { value: SYSTEM_USER, label: 'System' }];

  const serverErrors = read.error?.fieldErrorMap ?? {};
  const hasFieldErrors = Boolean(serverErrors.from || serverErrors.to);
  const filtered = query.range !== 'all' || activeFilterCount(query) > 0;
  const exportEmail =
    query.userId && query.userId !== SYSTEM_USER
      ? (known.get(query.userId)?.email ?? read.data?.rows.find((event) => event.user)?.user?.email)
      : undefined;
  const count = activeFilterCount(query);

  return (
    <ContentLayout title="Audit Log" description="History of changes to the portal.">
      <Bar>
        <ChipGroup role="group" aria-label="Date range">
          {DATE_RANGES.map((range) => (
            <ToggleChip
              key={range.value}
              pressed={query.range === range.value}
              onClick={() => update({ range: range.value })}
            >
              {range.label}
            </ToggleChip>
          ))}
        </ChipGroup>
        <BarActions>
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon size={18} /> Filter{count > 0 ? ` (${count})` : ''}
          </Button>
          <Button
            variant="secondary"
            disabled={!filter || audit.isPending('exportAuditEvents')}
            onClick={() => filter && void audit.exportAuditEvents(filter, exportEmail)}
          >
            <DownloadIcon size={18} /> {audit.isPending('exportAuditEvents') ? 'Exporting…' : 'Export CSV'}
          </Button>
        </BarActions>
      </Bar>

      {query.range === 'custom' && (
        <Panel as="fieldset" aria-label="Custom dates" css={{ margin: '0 0 1rem' }}>
          {RANGE_ENDS.map(({ end, label }) => (
            <TextInput
              key={end}
              label={label}
              type="date"
              value={query[end]}
              // Each end's picker stops at the other end, so the range cannot be turned inside out.
              min={end === 'to' ? query.from || undefined : undefined}
              max={end === 'from' ? query.to || undefined : undefined}
              error={rangeErrors[end] ?? serverErrors[end]}
              onChange={(event) => update({ [end]: event.target.value })}
            />
          ))}
        </Panel>
      )}

      <div id={panelId} hidden={!filtersOpen}>
        <Panel>
          {PANEL_FILTERS.map(({ key, ...labels }) => (
            <FilterSelect
              key={key}
              {...labels}
              options={key === 'eventType' ? EVENT_TYPE_OPTIONS : userOptions}
              value={query[key]}
              onChange={(value) => update({ [key]: value })}
            />
          ))}
          <Button
            variant="ghost"
            disabled={count === 0}
            onClick={() => update({ eventType: undefined, userId: undefined })}
          >
            Clear filters
          </Button>
        </Panel>
      </div>

      {read.data?.truncated && (
        <Note role="status">
          Only the newest {SCAN_LIMIT.toLocaleString('en-GB')} events were searched for this person. Choose a shorter
          date range to reach older ones.
        </Note>
      )}

      {read.error && !read.data && !hasFieldErrors ? (
        <ErrorState title="Could not load the audit log" error={read.error} onRetry={() => void read.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Audit log"
            columns={COLUMNS}
            rows={filter ? read.data?.rows : []}
            rowKey={(event) => event.id}
            loading={read.isLoading || read.isRefreshing}
            empty={
              <ListEmptyState
                filtered={filtered}
                noMatches={{
                  title: 'No events match these filters',
                  description: 'Try a longer date range, another event type or everyone.',
                  clearLabel: 'Show all events',
                  onClear: () => setSearch(new URLSearchParams(), { replace: false }),
                }}
                empty={{
                  title: 'Nothing has happened yet',
                  description: 'Changes to meals, orders, the team and settings appear here as they are made.',
                }}
              />
            }
          />
          {filter && (
            <Pagination label="Pages of the audit log" meta={read.data?.meta} onPage={(page) => update({ page })} />
          )}
        </>
      )}
    </ContentLayout>
  );
});

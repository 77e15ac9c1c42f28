import type { AuditEventType } from '@vendor/api-types';
import { todayIso } from '@/lib/format';
import { type AuditFilter, EVENT_TYPES } from './audit-store';

/** The date-range chips of the log. */
export const DATE_RANGES = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom dates' },
] as const;

export type DateRange = (typeof DATE_RANGES)[number]['value'];

const DAYS: Partial<Record<DateRange, number>> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string | null | undefined): value is string =>
  Boolean(value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** A calendar date `days` after (or before) another, both 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** What the log shows, as kept in the address (so it survives a reload and can be shared). */
export interface AuditQuery {
  range: DateRange;
  /** The dates of a custom range, as typed. */
  from: string;
  to: string;
  eventType?: AuditEventType;
  userId?: string;
  page: number;
}

export const CUSTOM_RANGE_MESSAGES = {
  endBeforeStart: 'The end date is before the start date',
} as const;

/** Reads the log's state from the address; anything unknown falls back to all time, all events, page 1. */
export function readAuditQuery(search: URLSearchParams): AuditQuery {
  const range = DATE_RANGES.find((item) => item.value === search.get('range'))?.value ?? 'all';
  const eventType = EVENT_TYPES.find((type) => type === search.get('type'));
  const page = Number(search.get('page'));
  return {
    range,
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    eventType,
    userId: search.get('user') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a state of the log; defaults are left out. */
export function writeAuditQuery(query: AuditQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.range !== 'all') search.set('range', query.range);
  if (query.range === 'custom' && query.from) search.set('from', query.from);
  if (query.range === 'custom' && query.to) search.set('to', query.to);
  if (query.eventType) search.set('type', query.eventType);
  if (query.userId) search.set('user', query.userId);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** A custom range's problem, by field, before anything is asked of the server. */
export function customRangeErrors(query: AuditQuery): { from?: string; to?: string } {
  if (query.range !== 'custom') return {};
  if (isDate(query.from) && isDate(query.to) && query.to < query.from) {
    return { to: CUSTOM_RANGE_MESSAGES.endBeforeStart };
  }
  return {};
}

/**
 * The filter sent for a state of the log: a chip's days end today (UK date) and include it; a custom range sends the
 * dates that are complete. Null while the custom range is wrong.
 */
export function auditFilter(query: AuditQuery, today: string = todayIso()): AuditFilter | null {
  const filter: AuditFilter = { eventType: query.eventType, userId: query.userId };
  const days = DAYS[query.range];
  if (days) return { ...filter, from: addDays(today, 1 - days), to: today };
  if (query.range === 'custom') {
    if (Object.keys(customRangeErrors(query)).length) return null;
    return {
      ...filter,
      from: isDate(query.from) ? query.from : undefined,
      to: isDate(query.to) ? query.to : undefined,
    };
  }
  return filter;
}

/** How many filters besides the dates are on (for the Filter button). */
export const activeFilterCount = (query: AuditQuery): number => (query.eventType ? 1 : 0) + (query.userId ? 1 : 0);

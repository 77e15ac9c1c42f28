import type { AuditEvent, AuditEventType, operations } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/download';
import { todayIso } from '@/lib/format';
import { compactQuery, listKey, type Page } from '@/stores/base/paging';
import { type Result, Store } from '@/stores/base/store';
import { filterCsvByUser } from './audit-csv';

export type { AuditEvent };

type ListQuery = Pick<NonNullable<operations['listAuditEvents']['parameters']['query']>, 'from' | 'to' | 'eventType'>;

/** The events of the audit log a member asked for: dates (whole UTC days, both inclusive), type and person. */
export interface AuditFilter {
  from?: string;
  to?: string;
  eventType?: AuditEventType;
  /** A person's user id, or SYSTEM_USER for what the platform did itself. */
  userId?: string;
}

/** The person filter's value for events no person made (the platform's own). */
export const SYSTEM_USER = 'system';
export const AUDIT_PAGE_SIZE = 20;
/** The contract's largest page, used when the log is read whole to narrow it to one person. */
const SCAN_PAGE_SIZE = 100;
/** How many events are read at most to narrow to one person (newest first); narrower dates reach further back. */
export const SCAN_LIMIT = 5_000;

/** Every event type, with the words the log shows for it. */
export const EVENT_TYPE_LABELS: Record<AuditEventType, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  status_changed: 'Status changed',
  signed_in: 'Signed in',
  signed_out: 'Signed out',
  invited: 'Invited',
  revoked: 'Revoked',
  accepted: 'Accepted',
  exported: 'Exported',
};

export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as AuditEventType[];

/** A page of the log; `truncated` when narrowing to a person stopped at SCAN_LIMIT events. */
export interface AuditPage extends Page<AuditEvent> {
  truncated: boolean;
}

const matchesUser = (event: AuditEvent, userId: string) =>
  userId === SYSTEM_USER ? event.user === null : event.user?.id === userId;

const FILENAME = /filename="?([^";]+)"?/i;

/** The audit log of the kitchen, newest first, and its CSV export. */
export class AuditStore extends Store {
  listAuditEvents(filter: AuditFilter, pageNumber = 1) {
    return this.cached(listKey('listAuditEvents', { ...filter, pageNumber }), async (): Promise<AuditPage> => {
      const query: ListQuery = { from: filter.from, to: filter.to, eventType: filter.eventType };
      if (!filter.userId) {
        const body = await unwrap(
          this.root.api.GET('/vendor/audit-events', {
            params: { query: compactQuery({ ...query, pageNumber, pageSize: AUDIT_PAGE_SIZE }) },
          }),
        );
        return { rows: body.data, meta: body.meta, truncated: false };
      }
      // The contract filters by dates and type only: one person's events are picked from the log read whole.
      const { events, truncated } = await this.scan(query);
      const mine = events.filter((event) => matchesUser(event, filter.userId!));
      const start = (pageNumber - 1) * AUDIT_PAGE_SIZE;
      return {
        rows: mine.slice(start, start + AUDIT_PAGE_SIZE),
        meta: {
          pageNumber,
          pageSize: AUDIT_PAGE_SIZE,
          totalNumberOfRecords: mine.length,
          totalNumberOfPages: Math.ceil(mine.length / AUDIT_PAGE_SIZE),
        },
        truncated,
      };
    });
  }

  private async scan(query: ListQuery): Promise<{ events: AuditEvent[]; truncated: boolean }> {
    const events: AuditEvent[] = [];
    for (let pageNumber = 1; events.length < SCAN_LIMIT; pageNumber++) {
      const body = await unwrap(
        this.root.api.GET('/vendor/audit-events', {
          params: { query: compactQuery({ ...query, pageNumber, pageSize: SCAN_PAGE_SIZE }) },
        }),
      );
      events.push(...body.data);
      if (pageNumber >= body.meta.totalNumberOfPages) return { events, truncated: false };
    }
    return { events, truncated: true };
  }

  /**
   * Downloads the filtered log as the server's CSV (its file name, UTF-8 with a byte-order mark so spreadsheet apps
   * read accents right). Narrowed to one person, the rows of others are dropped from the file. The export is itself
   * an event of the log, so the list is read again.
   */
  async exportAuditEvents(filter: AuditFilter, userEmail?: string): Promise<Result<string>> {
    const result = await this.run(
      'exportAuditEvents',
      async () => {
        const { data, error, response } = await this.root.api.GET('/vendor/audit-events/export', {
          params: { query: compactQuery({ from: filter.from, to: filter.to, eventType: filter.eventType }) },
          parseAs: 'blob',
        });
        if (!response.ok || data === undefined) throw toApiError({ status: response.status, data: error });
        const filename =
          FILENAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `audit-log-${todayIso()}.csv`;
        if (!filter.userId) saveFile(data, filename);
        else {
          const who = filter.userId === SYSTEM_USER ? { system: true as const } : { email: userEmail ?? '' };
          const narrowed = filterCsvByUser(await data.text(), who);
          saveFile(narrowed, filename);
        }
        return filename;
      },
      { success: 'Audit log exported', failure: true },
    );
    if (result.ok) this.invalidate('listAuditEvents');
    else if (result.error.status === 403) void this.root.auth.getMe();
    return result;
  }
}

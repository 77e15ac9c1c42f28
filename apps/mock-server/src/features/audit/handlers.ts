import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { isoDate } from '../../lib/dates.ts';
import { sendCsvStream } from '../../lib/csv.ts';
import { paged, type HandlerMap } from '../../lib/handler.ts';
import { paging } from '../../lib/paging.ts';
import * as queries from './queries.ts';
import { CSV_HEADER, toAuditEvent, toCsvRow } from './view.ts';

type Ops = 'listAuditEvents' | 'exportAuditEvents';

/** Handlers for the business's audit log and its CSV export (itself audited). */
export function auditHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async listAuditEvents(request) {
      const page = paging(request.query);
      const found = await queries.listAuditEvents(
        app.prisma,
        queries.auditFilter(request.auth.businessId, request.query),
        page,
      );
      const meta = found.atLeast ? { totalIsLowerBound: true } : {};
      return paged(found.rows.map(toAuditEvent), { ...page, total: found.total }, meta);
    },

    async exportAuditEvents(request, reply) {
      const { auth } = request;
      const filter = queries.auditFilter(auth.businessId, request.query);
      const { from, to, eventType } = request.query;
      const scope = [
        from || to ? `${from ?? 'the start'} to ${to ?? 'today'}` : 'all dates',
        eventType ? `event type ${eventType}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      // The export is recorded once every row has been read, with how many there were, before the file ends.
      async function* rows() {
        let count = 0;
        for await (const batch of queries.exportAuditEvents(app.db.sql, filter)) {
          count += batch.length;
          yield batch.map(toCsvRow);
        }
        await audit(app.prisma, auth, {
          eventType: 'exported',
          itemType: 'audit_log',
          itemId: null,
          itemAffected: 'Audit log',
          description: `Exported ${count} audit event${count === 1 ? '' : 's'} as CSV (${scope}).`,
        });
      }
      return sendCsvStream(reply, `audit-log-${isoDate(app.clock.now())}.csv`, CSV_HEADER, rows());
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { isoDate } from '../../lib/dates.ts';
import { sendCsv } from '../../lib/csv.ts';
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
      const [rows, total] = await queries.listAuditEvents(
        app.prisma,
        queries.auditFilter(request.auth.businessId, request.query),
        page,
      );
      return paged(rows.map(toAuditEvent), { ...page, total });
    },

    async exportAuditEvents(request, reply) {
      const { auth } = request;
      const rows = await queries.exportAuditEvents(app.prisma, queries.auditFilter(auth.businessId, request.query));
      const { from, to, eventType } = request.query;
      const scope = [
        from || to ? `${from ?? 'the start'} to ${to ?? 'today'}` : 'all dates',
        eventType ? `event type ${eventType}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      await audit(app.prisma, auth, {
        eventType: 'exported',
        itemType: 'audit_log',
        itemId: null,
        itemAffected: 'Audit log',
        description: `Exported ${rows.length} audit event${rows.length === 1 ? '' : 's'} as CSV (${scope}).`,
      });
      return sendCsv(reply, `audit-log-${isoDate(app.clock.now())}.csv`, CSV_HEADER, rows.map(toCsvRow));
    },
  };
}

import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { paged, type HandlerMap } from '../../lib/handler.ts';
import { paging } from '../../lib/paging.ts';
import { displayName } from '../team/views.ts';
import { toCsv } from './csv.ts';

type Ops = 'listAuditEvents' | 'exportAuditEvents';
type AuditEventView = components['schemas']['AuditEvent'];
type AuditEventType = components['schemas']['AuditEventType'];

const DAY_MS = 86_400_000;
/** An export holds at most this many rows (newest first); narrow the dates for more. */
export const EXPORT_LIMIT = 50_000;
export const CSV_HEADER = ['Date and time', 'User', 'Event type', 'Item affected', 'Description'];

const include = {
  user: { select: { id: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.AuditEventInclude;
type Row = Prisma.AuditEventGetPayload<{ include: typeof include }>;

/** from/to are whole UTC days, both inclusive. */
function filterOf(
  businessId: string,
  query: { from?: string; to?: string; eventType?: AuditEventType },
): Prisma.AuditEventWhereInput {
  const from = query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined;
  const to = query.to ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS) : undefined;
  if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) {
    throw badRequest('Invalid date', [
      { field: from && Number.isNaN(from.getTime()) ? 'from' : 'to', error: 'Must be a valid date' },
    ]);
  }
  if (from && to && from >= to)
    throw badRequest('The end date is before the start date', [{ field: 'to', error: 'Must be on or after from' }]);
  return {
    businessId,
    ...(query.eventType ? { eventType: query.eventType } : {}),
    ...(from || to ? { createdAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } } : {}),
  };
}

const ORDER: Prisma.AuditEventOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

function toView(row: Row): AuditEventView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    user: row.user ? { id: row.user.id, name: displayName(row.user), email: row.user.email } : null,
    eventType: row.eventType as AuditEventType,
    itemType: row.itemType,
    itemId: row.itemId,
    itemAffected: row.itemAffected,
    description: row.description,
  };
}

/** Handlers for listAuditEvents, exportAuditEvents. */
export function auditHandlers(app: FastifyInstance): HandlerMap<Ops> {
  return {
    async listAuditEvents(request) {
      const where = filterOf(request.auth.businessId, request.query);
      const page = paging(request.query);
      const [rows, total] = await Promise.all([
        app.prisma.auditEvent.findMany({ where, include, orderBy: ORDER, skip: page.skip, take: page.take }),
        app.prisma.auditEvent.count({ where }),
      ]);
      return paged(rows.map(toView), { ...page, total });
    },

    async exportAuditEvents(request, reply) {
      const { auth } = request;
      const where = filterOf(auth.businessId, request.query);
      const rows = await app.prisma.auditEvent.findMany({ where, include, orderBy: ORDER, take: EXPORT_LIMIT });
      const csv = toCsv([
        CSV_HEADER,
        ...rows.map((r) => [
          r.createdAt.toISOString(),
          r.user ? `${displayName(r.user)} (${r.user.email})` : 'System',
          r.eventType,
          r.itemAffected,
          r.description,
        ]),
      ]);
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
      const today = app.clock.now().toISOString().slice(0, 10);
      return (
        reply
          .code(200)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${today}.csv"`)
          .header('cache-control', 'no-store')
          // The byte-order mark lets Excel read the UTF-8 (e.g. "£") correctly when the file is opened directly.
          .send(`\uFEFF${csv}`)
      );
    },
  };
}

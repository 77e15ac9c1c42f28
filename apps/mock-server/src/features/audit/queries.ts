import type { AuditEventType } from '@vendor/api-types';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { fromIsoDate } from '../../lib/dates.ts';
import { badRequest } from '../../lib/errors.ts';
import { at } from '../../lib/json-sql.ts';
import { runSql, type Sql } from '../../lib/statement.ts';
import { auditInclude, type AuditExportRow } from './view.ts';

const DAY_MS = 86_400_000;
/**
 * The log is counted this far at most: past it the total is a lower bound (`totalIsLowerBound`, "1,000+" in the web
 * app, whose Next then stays on). A log is read newest first; counting ten thousand events on every page of a busy
 * kitchen's log cost several times the page itself.
 */
export const COUNT_LIMIT = 1_001;

const NEWEST_FIRST: Prisma.AuditEventOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export interface AuditFilter {
  where: Prisma.AuditEventWhereInput;
  /** The same condition on `audit_events a`, for the counts and the export's reads by key. */
  sql: Prisma.Sql;
}

/** The events a query asks for; from/to are whole UTC days, both inclusive. */
export function auditFilter(
  businessId: string,
  query: { from?: string; to?: string; eventType?: AuditEventType },
): AuditFilter {
  const from = query.from ? fromIsoDate(query.from) : undefined;
  const to = query.to ? new Date(fromIsoDate(query.to).getTime() + DAY_MS) : undefined;
  if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) {
    throw badRequest('Invalid date', [
      { field: from && Number.isNaN(from.getTime()) ? 'from' : 'to', error: 'Must be a valid date' },
    ]);
  }
  if (from && to && from >= to)
    throw badRequest('The end date is before the start date', [{ field: 'to', error: 'Must be on or after from' }]);
  const conditions = [Prisma.sql`a.business_id = ${businessId}`];
  if (query.eventType) conditions.push(Prisma.sql`a.event_type = ${query.eventType}`);
  // Times as UTC text, cast: the stored times are UTC without a zone, whichever driver sends them.
  if (from) conditions.push(Prisma.sql`a.created_at >= ${from.toISOString()}::timestamp`);
  if (to) conditions.push(Prisma.sql`a.created_at < ${to.toISOString()}::timestamp`);
  return {
    where: {
      businessId,
      ...(query.eventType ? { eventType: query.eventType } : {}),
      ...(from || to ? { createdAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } } : {}),
    },
    sql: Prisma.join(conditions, ' AND '),
  };
}

/**
 * A page of events, newest first, and their number counted up to COUNT_LIMIT (a busy kitchen logs millions), the
 * newest first like the page, so the count walks the same index however much of the table the kitchen holds.
 */
export async function listAuditEvents(db: PrismaClient, filter: AuditFilter, page: { skip: number; take: number }) {
  const limit = Math.max(COUNT_LIMIT, page.skip + page.take + 1);
  const [rows, [counted]] = await Promise.all([
    db.auditEvent.findMany({
      where: filter.where,
      include: auditInclude,
      orderBy: NEWEST_FIRST,
      skip: page.skip,
      take: page.take,
    }),
    db.$queryRaw<{ n: bigint | number }[]>`
      SELECT count(*) AS n FROM (
        SELECT 1 FROM audit_events a WHERE ${filter.sql} ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit}
      ) counted`,
  ]);
  const n = Number(counted?.n ?? 0);
  return { rows, total: Math.min(n, limit - 1), atLeast: n >= limit };
}

/**
 * exportAuditEvents: every matching event, newest first, read in batches by key (constant memory, no cap), through
 * the Sql runner (pg directly on PostgreSQL) and handed over as read: a busy kitchen's day is thousands of events, and
 * Prisma's reading of each row and copying it into the page's shape cost more than writing it into the file. Times
 * travel as UTC text.
 */
export async function* exportAuditEvents(sql: Sql, filter: AuditFilter, batchSize = 1000) {
  let after: AuditExportRow | undefined;
  for (;;) {
    const from = after
      ? Prisma.sql` AND (a.created_at, a.id) < (${after.createdAt}::timestamp, ${after.id})`
      : Prisma.empty;
    const rows = await runSql<AuditExportRow>(
      sql,
      Prisma.sql`
      SELECT a.id, a.event_type AS "eventType", a.item_affected AS "itemAffected", a.description,
        ${Prisma.raw(at('a.created_at'))} AS "createdAt",
        u.first_name AS "firstName", u.last_name AS "lastName", u.email
      FROM audit_events a LEFT JOIN users u ON u.id = a.user_id
      WHERE ${filter.sql}${from}
      ORDER BY a.created_at DESC, a.id DESC LIMIT ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!;
    if (rows.length < batchSize) return;
  }
}

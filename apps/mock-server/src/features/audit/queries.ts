import type { AuditEventType } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { fromIsoDate } from '../../lib/dates.ts';
import { badRequest } from '../../lib/errors.ts';
import { auditInclude } from './view.ts';

const DAY_MS = 86_400_000;
/** An export holds at most this many rows (newest first); narrow the dates for more. */
export const EXPORT_LIMIT = 50_000;

const NEWEST_FIRST: Prisma.AuditEventOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** The events a query asks for; from/to are whole UTC days, both inclusive. */
export function auditFilter(
  businessId: string,
  query: { from?: string; to?: string; eventType?: AuditEventType },
): Prisma.AuditEventWhereInput {
  const from = query.from ? fromIsoDate(query.from) : undefined;
  const to = query.to ? new Date(fromIsoDate(query.to).getTime() + DAY_MS) : undefined;
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

export const listAuditEvents = (
  db: PrismaClient,
  where: Prisma.AuditEventWhereInput,
  page: { skip: number; take: number },
) =>
  Promise.all([
    db.auditEvent.findMany({ where, include: auditInclude, orderBy: NEWEST_FIRST, skip: page.skip, take: page.take }),
    db.auditEvent.count({ where }),
  ]);

export const exportAuditEvents = (db: PrismaClient, where: Prisma.AuditEventWhereInput) =>
  db.auditEvent.findMany({ where, include: auditInclude, orderBy: NEWEST_FIRST, take: EXPORT_LIMIT });

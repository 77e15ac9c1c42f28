import type { AuditEvent as AuditEventView, AuditEventType } from '@vendor/api-types';
import type { Prisma } from '../../generated/prisma/client.ts';
import { displayName } from '../../lib/person.ts';

/** What toAuditEvent needs; pass it as `include` to every audit query that answers events. */
export const auditInclude = {
  user: { select: { id: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.AuditEventInclude;
export type AuditRow = Prisma.AuditEventGetPayload<{ include: typeof auditInclude }>;

export function toAuditEvent(row: AuditRow): AuditEventView {
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

/** An event as the CSV export reads it: its time as ISO text (UTC), and who made it (no e-mail: the system). */
export interface AuditExportRow {
  id: string;
  eventType: string;
  itemAffected: string;
  description: string;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export const CSV_HEADER = ['Date and time', 'User', 'Event type', 'Item affected', 'Description'];

/** One event as a row of the CSV export; changes made by the payments provider show as "System". */
export const toCsvRow = (r: AuditExportRow): string[] => [
  r.createdAt,
  r.email !== null
    ? `${displayName({ firstName: r.firstName, lastName: r.lastName, email: r.email })} (${r.email})`
    : 'System',
  r.eventType,
  r.itemAffected,
  r.description,
];

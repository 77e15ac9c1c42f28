import type { AuditEventType } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

export type { AuditEventType };

/** Who made a change: a member of a business, or nobody (userId null) for the payments provider's callbacks. */
export interface AuditActor {
  businessId: string;
  userId: string | null;
}

export interface AuditEntry {
  eventType: AuditEventType;
  /** What kind of record changed: meal, order, delivery_zone, role, team_member, invite, upload, ... */
  itemType: string;
  itemId?: string | null;
  /** Human label of the item, e.g. the meal's name or the order's reference. */
  itemAffected: string;
  description: string;
}

/**
 * Records who changed what. Call it with the transaction client of the change itself, so a change and its audit row
 * are stored together or not at all.
 */
export async function audit(
  db: PrismaClient | Prisma.TransactionClient,
  actor: AuditActor,
  entry: AuditEntry,
  at?: Date,
): Promise<void> {
  await db.auditEvent.create({
    data: {
      businessId: actor.businessId,
      userId: actor.userId,
      eventType: entry.eventType,
      itemType: entry.itemType,
      itemId: entry.itemId ?? null,
      itemAffected: entry.itemAffected,
      description: entry.description,
      ...(at ? { createdAt: at } : {}),
    },
  });
}

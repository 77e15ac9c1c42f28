import type { components } from '@vendor/api-types';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { AuthContext } from '../plugins/openapi.ts';

export type AuditEventType = components['schemas']['AuditEventType'];

export interface AuditEntry {
  eventType: AuditEventType;
  /** meal, order, delivery_zone, availability, branding, profile, payout_setup, role, team_member, invite, onboarding, upload, notifications */
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
  auth: Pick<AuthContext, 'businessId' | 'userId'>,
  entry: AuditEntry,
  at?: Date,
): Promise<void> {
  await db.auditEvent.create({
    data: {
      businessId: auth.businessId,
      userId: auth.userId,
      eventType: entry.eventType,
      itemType: entry.itemType,
      itemId: entry.itemId ?? null,
      itemAffected: entry.itemAffected,
      description: entry.description,
      ...(at ? { createdAt: at } : {}),
    },
  });
}

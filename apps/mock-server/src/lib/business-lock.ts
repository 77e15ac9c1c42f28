import type { Prisma } from '../generated/prisma/client.ts';

/**
 * Serialises writes of one business that must see each other (zone labels and towns, the weekly schedule): takes
 * the business row's lock for the rest of the transaction. The database constraints stay the last line of defence.
 */
export async function lockBusiness(tx: Prisma.TransactionClient, businessId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "businesses" WHERE "id" = ${businessId} FOR UPDATE`;
}

import type { PrismaClient } from '../../generated/prisma/client.ts';

/** Events are replayed for a day; older rows are deleted. */
export const KEEP_EVENTS_HOURS = 24;

/** At most this many events are replayed; a client further behind is told to fetch everything again. */
export const REPLAY_LIMIT = 500;

export interface StoredEvent {
  id: bigint;
  businessId: string;
  type: string;
  orderId: string;
  payload: unknown;
  createdAt: string;
}

/** The newest event id of a business (0 when it has none), from the business's index. */
export async function latestEventId(prisma: PrismaClient, businessId: string): Promise<bigint> {
  const [row] = await prisma.$queryRaw<{ id: bigint | null }[]>`
    SELECT max(id) AS id FROM business_events WHERE business_id = ${businessId}`;
  return row?.id ?? 0n;
}

/**
 * The business's events after `afterId`, oldest first, or `undefined` when they cannot all be replayed: more than
 * REPLAY_LIMIT, or some may have been pruned (the oldest kept event of any business is newer than the one asked
 * after), or the id is from another database (newer than any here).
 */
export async function eventsAfter(
  prisma: PrismaClient,
  businessId: string,
  afterId: bigint,
): Promise<StoredEvent[] | undefined> {
  const [bounds] = await prisma.$queryRaw<{ oldest: bigint | null; newest: bigint | null }[]>`
    SELECT min(id) AS oldest, max(id) AS newest FROM business_events`;
  const oldest = bounds?.oldest ?? null;
  const newest = bounds?.newest ?? 0n;
  if (afterId > newest) return undefined;
  // 0: the business had no event when the client connected; whatever it has now is all there is to send.
  if (afterId > 0n && oldest !== null && oldest > afterId + 1n) return undefined;
  const rows = await prisma.$queryRaw<StoredEvent[]>`
    SELECT id, business_id AS "businessId", type, order_id AS "orderId", payload,
           to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS "createdAt"
    FROM business_events
    WHERE business_id = ${businessId} AND id > ${afterId}
    ORDER BY id
    LIMIT ${REPLAY_LIMIT + 1}`;
  return rows.length > REPLAY_LIMIT ? undefined : rows;
}

/** Deletes the events older than a day. */
export async function pruneEvents(prisma: PrismaClient): Promise<number> {
  return prisma.$executeRaw`
    DELETE FROM business_events WHERE created_at < (now() AT TIME ZONE 'UTC') - make_interval(hours => ${KEEP_EVENTS_HOURS})`;
}

import type { TransactionStatus } from '@vendor/api-types';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { UNPAID_SALE_STATUSES } from './view.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

const setupSelect = { minimumPayoutPence: true, payoutSchedule: true, stripeAccountOnboardingDone: true } as const;

export async function getPayoutSetup(db: Db, businessId: string) {
  const setup = await db.business.findUnique({ where: { id: businessId }, select: setupSelect });
  if (!setup) throw notFound('Business');
  return setup;
}

export async function updatePayoutSetup(
  tx: Tx,
  businessId: string,
  data: { minimumPayoutPence?: number; payoutSchedule?: string },
): Promise<void> {
  await tx.business.update({ where: { id: businessId }, data });
}

export const findPayoutAccount = (db: Db, businessId: string) =>
  db.business.findUniqueOrThrow({
    where: { id: businessId },
    select: { stripeAccountId: true, stripeAccountOnboardingDone: true, businessName: true, kitchenName: true },
  });

/**
 * connectStripeAccount: stores a new payout account id unless the business already has one; answers the id the
 * business keeps and whether this call stored it. Of two simultaneous first connects only one id is stored and both
 * use it.
 */
export async function storePayoutAccount(
  tx: Tx,
  businessId: string,
  accountId: string,
): Promise<{ accountId: string; stored: boolean }> {
  const stored = await tx.business.updateMany({
    where: { id: businessId, stripeAccountId: null },
    data: { stripeAccountId: accountId },
  });
  if (stored.count === 1) return { accountId, stored: true };
  const business = await tx.business.findUniqueOrThrow({
    where: { id: businessId },
    select: { stripeAccountId: true },
  });
  return { accountId: business.stripeAccountId ?? accountId, stored: false };
}

export const findBusinessByAccount = (db: Db, accountId: string) =>
  db.business.findFirst({
    where: { stripeAccountId: accountId },
    select: { id: true, businessName: true, kitchenName: true, stripeAccountOnboardingDone: true },
  });

/**
 * Marks a business's payout account as onboarded (from the Stripe webhook or the offline page), once, with an audit
 * row. Returns false when no business has that account or it was already marked.
 */
export async function markOnboarded(prisma: PrismaClient, accountId: string, how: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const business = await findBusinessByAccount(tx, accountId);
    if (!business) return false;
    const changed = await tx.business.updateMany({
      where: { id: business.id, stripeAccountId: accountId, stripeAccountOnboardingDone: false },
      data: { stripeAccountOnboardingDone: true },
    });
    if (changed.count === 0) return false;
    await audit(
      tx,
      { businessId: business.id, userId: null },
      {
        eventType: 'updated',
        itemType: 'payout_setup',
        itemId: business.id,
        itemAffected: 'Payout account',
        description: `Payout account ${accountId} connected (${how}).`,
      },
    );
    return true;
  });
}

/** What the next payout holds: the sales earned and not paid out yet (from the running totals). */
export async function unpaidSalesPence(db: Db, businessId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ pence: bigint | number | null }[]>`
    SELECT sum(amount_pence) AS pence FROM transaction_totals
    WHERE business_id = ${businessId} AND type = 'sale' AND status IN (${Prisma.join([...UNPAID_SALE_STATUSES])})`;
  return Number(row?.pence ?? 0);
}

export const lastPaidPayout = (db: Db, businessId: string) =>
  db.transaction.findFirst({
    where: { businessId, type: 'payout', status: 'paid' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });

/** A page of transactions, newest first, with the number of each status (from the running totals). */
export async function listTransactions(
  db: Db,
  businessId: string,
  status: TransactionStatus | undefined,
  page: { skip: number; take: number },
) {
  const [rows, groups] = await Promise.all([
    db.transaction.findMany({
      where: { businessId, ...(status ? { status } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: page.skip,
      take: page.take,
    }),
    db.$queryRaw<{ status: string; count: bigint | number }[]>`
      SELECT status, sum(count) AS count FROM transaction_totals WHERE business_id = ${businessId}
      GROUP BY status HAVING sum(count) > 0`,
  ]);
  return { rows, groups: groups.map((g) => ({ status: g.status, count: Number(g.count) })) };
}

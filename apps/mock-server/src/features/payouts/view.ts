import { transactionStatusValues } from '@vendor/api-types';
import type {
  components,
  PayoutSchedule,
  Transaction as TransactionDto,
  TransactionStatus,
  TransactionType,
} from '@vendor/api-types';
import type { Transaction } from '../../generated/prisma/client.ts';
import { toPounds } from '../../lib/money.ts';

export const TRANSACTION_STATUSES = transactionStatusValues;

/** Sales counted in the next payout: earned and not paid out yet. */
export const UNPAID_SALE_STATUSES: readonly TransactionStatus[] = ['pending', 'processing'];

/** Money leaving the vendor's balance (refunds, fees) is negative on the wire; the database keeps amounts positive. */
export function toTransactionDto(t: Transaction): TransactionDto {
  const sign = t.type === 'refund' || t.type === 'fee' ? -1 : 1;
  return {
    id: t.id,
    createdAt: t.createdAt.toISOString(),
    description: t.description,
    reference: t.reference,
    amount: toPounds(sign * t.amountPence),
    paymentConfirmationDate: t.paymentConfirmationDate ? t.paymentConfirmationDate.toISOString() : null,
    type: t.type as TransactionType,
    status: t.status as TransactionStatus,
  };
}

export function toPayoutSetup(b: {
  minimumPayoutPence: number;
  payoutSchedule: string;
  stripeAccountOnboardingDone: boolean;
}): components['schemas']['PayoutSetup'] {
  return {
    minimumPayout: toPounds(b.minimumPayoutPence),
    schedule: b.payoutSchedule as PayoutSchedule,
    stripeAccountOnboardingDone: b.stripeAccountOnboardingDone,
  };
}

/** Transactions per status, and all of them, for the list's tabs. */
export function statusCounts(groups: { status: string; count: number }[]) {
  const counts = Object.fromEntries([['all', 0], ...TRANSACTION_STATUSES.map((s) => [s, 0])]) as Record<
    'all' | TransactionStatus,
    number
  >;
  for (const g of groups) {
    counts.all += g.count;
    if ((TRANSACTION_STATUSES as readonly string[]).includes(g.status)) counts[g.status as TransactionStatus] = g.count;
  }
  return counts;
}

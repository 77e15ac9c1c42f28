import type { PayoutSchedule, TransactionStatus, TransactionType } from '@vendor/api-types';
import type { BadgeTone } from '@/components/ui/badge';

/** The schedules in the order a chef reads them, with the product's labels. */
export const PAYOUT_SCHEDULES = [
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'monthly', label: 'Monthly (last Wednesday)' },
  { value: 'twice_per_month', label: 'Twice per month (1st and 3rd Wednesday)' },
  { value: 'weekly', label: 'Weekly (every Wednesday)' },
] as const satisfies readonly { value: PayoutSchedule; label: string }[];

const SCHEDULE_LABELS: Record<PayoutSchedule, string> = Object.fromEntries(
  PAYOUT_SCHEDULES.map(({ value, label }) => [value, label]),
) as Record<PayoutSchedule, string>;

export const scheduleLabel = (schedule: PayoutSchedule): string => SCHEDULE_LABELS[schedule] ?? schedule;

/** The status filter tabs: every transaction, then the statuses a chef follows up on. */
export type TransactionFilter = 'all' | Exclude<TransactionStatus, 'pending'>;

export const TRANSACTION_TABS = [
  { value: 'all', label: 'All Payouts' },
  { value: 'paid', label: 'Paid' },
  { value: 'processing', label: 'Processing' },
  { value: 'hold', label: 'Hold' },
  { value: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly { value: TransactionFilter; label: string }[];

export const isTransactionFilter = (value: string | null): value is TransactionFilter =>
  TRANSACTION_TABS.some((tab) => tab.value === value);

const STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  processing: 'Processing',
  hold: 'Hold',
  cancelled: 'Cancelled',
};

export const statusLabel = (status: TransactionStatus): string =>
  STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

/**
 * Pending, Paid, Processing and Hold each have their own colour; every other status is shown in the paid style (the
 * product's rule), so the label, not the colour, tells a cancelled payout apart.
 */
const STATUS_TONES: Partial<Record<TransactionStatus, BadgeTone>> = {
  pending: 'warning',
  paid: 'success',
  processing: 'info',
  hold: 'danger',
};

export const statusTone = (status: string): BadgeTone => STATUS_TONES[status as TransactionStatus] ?? 'success';

const TYPE_LABELS: Record<TransactionType, string> = {
  payout: 'Payout',
  sale: 'Sale',
  refund: 'Refund',
  fee: 'Fee',
};

export const typeLabel = (type: TransactionType): string => TYPE_LABELS[type] ?? type;

/** The withdrawal fee charged on each payment, as the product states it. */
export const WITHDRAWAL_FEE_TIP = 'A withdrawal fee of 3.95 GBP per payment applies to every payout.';

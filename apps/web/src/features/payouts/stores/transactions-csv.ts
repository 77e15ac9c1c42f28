import type { Transaction } from '@vendor/api-types';
import { toCsv } from '@vendor/csv';
import { formatDate } from '@/lib/format';
import { statusLabel, typeLabel } from './payout-labels';

export const TRANSACTION_CSV_HEADER = [
  'Date',
  'Description',
  'Reference',
  'Type',
  'Amount (GBP)',
  'Status',
  'Payment confirmed',
] as const;

/** Pounds with two decimals and no currency sign or grouping, e.g. -3.95. */
const pounds = (amount: number) => amount.toFixed(2);

/** The transactions as a CSV file: a header row, then one row each, dates year-month-day, money in pounds. */
export function transactionsCsv(rows: readonly Transaction[]): string {
  return toCsv(
    TRANSACTION_CSV_HEADER,
    rows.map((row) => [
      formatDate(row.createdAt),
      row.description,
      row.reference,
      typeLabel(row.type),
      pounds(row.amount),
      statusLabel(row.status),
      formatDate(row.paymentConfirmationDate),
    ]),
  );
}

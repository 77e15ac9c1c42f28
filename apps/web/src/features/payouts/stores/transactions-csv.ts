import type { Transaction } from '@vendor/api-types';
import { formatDate } from '@/lib/format';
import { statusLabel, typeLabel } from './payout-labels';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe; a plain number such as -3.95 cannot run and stays a number so the column still adds up.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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

/** The transactions as a CSV file: a header row, then one row each, CRLF line ends, dates year-month-day. */
export function transactionsCsv(rows: readonly Transaction[]): string {
  const lines = [
    TRANSACTION_CSV_HEADER.map(csvCell).join(','),
    ...rows.map((row) =>
      [
        formatDate(row.createdAt),
        row.description,
        row.reference,
        typeLabel(row.type),
        pounds(row.amount),
        statusLabel(row.status),
        formatDate(row.paymentConfirmationDate),
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents, the £ of a note).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

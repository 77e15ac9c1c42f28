import { invalidField } from './errors.ts';

/** Pounds on the wire → integer pence inside; rejects more than two decimals instead of rounding money away. */
export function toPence(pounds: number, field: string): number {
  const pence = Math.round(pounds * 100);
  if (!Number.isFinite(pounds) || Math.abs(pence - pounds * 100) > 1e-6) {
    throw invalidField(field, 'Must be an amount in pounds with at most two decimal places');
  }
  return pence;
}

/** Integer pence → pounds as a JSON number (exact to the penny). */
export const toPounds = (pence: number): number => Math.round(pence) / 100;

/** Integer pence as people read it in e-mails, audit descriptions and exports: "£4.50". */
export const formatPounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

/**
 * Pounds typed by a vendor ("12", "12.5", "£12.50") as a number of pounds, or null when it is not an amount of money
 * (negative, more than two decimals, or not a number). Prices travel in pounds; the server keeps pence.
 */
export function parsePounds(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Pounds for an input field: 12 → "12.00". */
export const poundsForInput = (pounds: number | null | undefined): string =>
  pounds === null || pounds === undefined ? '' : pounds.toFixed(2);

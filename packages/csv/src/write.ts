// Writing CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, cells that would run as a formula made inert. One
// row at a time, so an export can be sent as it is read.

/** What a cell holds: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** The byte-order mark a file starts with, so Excel reads the UTF-8 (a "£", accented names) when it opens it. */
export const CSV_BOM = '\uFEFF';

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number cannot run, and a leading quote would turn -3.95 into text that no longer adds up. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: text a spreadsheet would run as a formula gets a leading apostrophe (a plain number stays a number),
 * then a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of the file: the cells joined by commas, ended by CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The start of a file: the byte-order mark, then the column names as its first line. */
export function csvHeader(columns: readonly string[]): string {
  return CSV_BOM + csvRow(columns);
}

/** A whole file: the header, then one line per row. */
export function toCsv(columns: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let text = csvHeader(columns);
  for (const row of rows) text += csvRow(row);
  return text;
}

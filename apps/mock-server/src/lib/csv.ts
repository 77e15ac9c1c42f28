/** Characters that make a spreadsheet treat a cell as a formula (CSV injection); such cells get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe, then quoted per RFC 4180 when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to RFC 4180 text: CRLF line ends, a final CRLF. */
export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

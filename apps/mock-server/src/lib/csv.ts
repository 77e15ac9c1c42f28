import type { FastifyReply } from 'fastify';

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

/**
 * Answers with the rows as a CSV file to download, never cached. The byte-order mark lets Excel read the UTF-8
 * (e.g. "£") correctly when the file is opened directly.
 */
export function sendCsv(reply: FastifyReply, filename: string, rows: string[][]): FastifyReply {
  return reply
    .code(200)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(`\uFEFF${toCsv(rows)}`);
}

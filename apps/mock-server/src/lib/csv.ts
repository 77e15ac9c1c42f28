import { Readable } from 'node:stream';
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

/**
 * Answers with a CSV file made as it is sent: the header, then each batch of rows as it comes (a batch read from the
 * database while the previous one is on its way), so a file of any length takes the memory of one batch. Same file as
 * sendCsv: byte-order mark, CRLF line ends, never cached.
 */
export function sendCsvStream(
  reply: FastifyReply,
  filename: string,
  header: string[],
  batches: AsyncIterable<string[][]>,
): FastifyReply {
  async function* lines() {
    yield `\uFEFF${toCsv([header])}`;
    for await (const rows of batches) if (rows.length) yield toCsv(rows);
  }
  return reply
    .code(200)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

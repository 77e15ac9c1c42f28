import { type CsvValue, toCsv } from '@vendor/csv';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a CSV file to download (the shared writer's bytes: byte-order mark, header, one CRLF line per row),
 * never cached.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: Iterable<readonly CsvValue[]>,
): FastifyReply {
  return reply
    .code(200)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(toCsv(columns, rows));
}

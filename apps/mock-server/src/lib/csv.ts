import { Readable } from 'node:stream';
import { type CsvValue, csvHeader, csvRow } from '@vendor/csv';
import type { FastifyReply } from 'fastify';

function asCsvDownload(reply: FastifyReply, filename: string): FastifyReply {
  return reply
    .code(200)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
}

/**
 * Answers with a CSV file made as it is sent: the header, then each batch of rows as it comes (a batch read from the
 * database while the previous one is on its way), so a file of any length takes the memory of one batch. Byte-order mark,
 * header, one CRLF line per row (the shared writer's bytes), never cached. One batch is read ahead, not sixteen (a
 * stream of objects keeps 16 by default): what waits to be sent outlives the young generation's collections and is
 * moved to the old one, which an export of 250,000 orders grew by up to 95 MB before it was collected.
 */
export function sendCsvStream(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): FastifyReply {
  async function* lines() {
    yield csvHeader(columns);
    for await (const rows of batches) if (rows.length) yield rows.map(csvRow).join('');
  }
  return asCsvDownload(reply, filename).send(Readable.from(lines(), { highWaterMark: 1 }));
}

import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { JsonPage } from './handler.ts';

/** How answers are compressed for clients that ask (@fastify/compress in app.ts): its encodings, in preference order. */
export const COMPRESSION = { encodings: ['gzip', 'deflate'] as ('gzip' | 'deflate')[], threshold: 1024 };

interface Entry {
  version: string;
  /**
   * The answer as sent, serialised by the route's response schema, as UTF-8 bytes: a kept page is written to the socket
   * as it is, where a string would be encoded again on every send (and Node joins a string body to its headers first).
   */
  body: Buffer;
  /** The same answer gzipped, made the first time a client asks for gzip. */
  gzip?: Buffer;
}

export interface PageCacheOptions {
  /** Pages kept at most (least recently used dropped first). */
  maxEntries?: number;
  /** Bytes kept at most, all pages together: the JSON and its gzip form. */
  maxBytes?: number;
}

/**
 * The list pages a kitchen reads again and again (its orders, its menu), kept as the JSON they were answered with,
 * each beside the version its business had when it was built. The version lives in the database (page_versions), set
 * by triggers in the same transaction as any change to a row those pages show (see the page_versions migration): so
 * one small read tells whether a kept page still holds, whichever process made the change, and a write is seen by the
 * very next read everywhere. The version is read before the page is built: a page that raced a change is kept under
 * the older version and built again on the next read, never served stale. A business with no version row yet is not
 * cached. For a client that asks for gzip the compressed page is kept too, so a browser's read is not compressed again.
 */
export class PageCache {
  /** Off: every page is built afresh (the benchmark measures both ways). */
  enabled = true;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(
    private readonly prisma: PrismaClient,
    options: PageCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
  }

  /** Pages kept now, and their bytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * Answers a GET of one business's page: the kept JSON when its business has not changed since, else `build()`'s
   * result, serialised by the route's response schema, sent and kept. The key is the business and the request's URL
   * (path and query as sent), so each filter and page is kept apart.
   */
  async answer<T extends object>(
    request: FastifyRequest,
    reply: FastifyReply,
    businessId: string,
    build: () => Promise<T>,
  ): Promise<Exclude<T, JsonPage> | FastifyReply> {
    if (!this.enabled) {
      const built = await build();
      if (!(built instanceof JsonPage)) return built as Exclude<T, JsonPage>;
      return reply.type('application/json; charset=utf-8').send(Buffer.from(built.text(serializer(reply))));
    }
    const version = await this.version(businessId);
    const key = `${businessId} ${request.url}`;
    let entry = this.entries.get(key);
    if (version !== null && entry?.version === version) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      // The route's own serialiser for its JSON answer (what Fastify would run on send), kept as the bytes it makes.
      const built = await build();
      const body = Buffer.from(built instanceof JsonPage ? built.text(serializer(reply)) : serializer(reply)(built));
      entry = { version: version ?? '', body };
      if (version !== null) this.keep(key, entry);
    }
    reply.type('application/json; charset=utf-8');
    if (!wantsGzip(request, entry.body)) return reply.send(entry.body);
    if (!entry.gzip) {
      entry.gzip = gzipSync(entry.body);
      if (this.entries.get(key) === entry) this.grow(entry.gzip.length);
    }
    // Sent as it is: @fastify/compress leaves an answer that already names its encoding alone.
    const vary = reply.getHeader('vary');
    return reply
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
      .header('content-encoding', 'gzip')
      .send(entry.gzip);
  }

  /** Every slot's version of the business together (writers spread over slots, see the page_versions model). */
  private async version(businessId: string): Promise<string | null> {
    const [row] = await this.prisma.$queryRaw<{ version: string | null }[]>`
      SELECT string_agg(slot || ':' || version, ',' ORDER BY slot) AS version FROM page_versions
      WHERE business_id = ${businessId}`;
    return row?.version ?? null;
  }

  private keep(key: string, entry: Entry): void {
    this.drop(key);
    this.entries.set(key, entry);
    this.grow(entry.body.length);
  }

  /** Counts bytes added to the kept pages, then drops the least recently used until within the limits. */
  private grow(bytes: number): void {
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length + (entry.gzip?.length ?? 0);
  }
}

/** The route's own serialiser for its JSON answer (what Fastify would run on send). */
const serializer = (reply: FastifyReply) => (value: object) =>
  String(reply.serializeInput(value as { [key: string]: unknown }, String(reply.statusCode), 'application/json'));

/**
 * Whether @fastify/compress would gzip this answer: the client's Accept-Encoding negotiated over its encodings as the
 * plugin does (`*` and x-gzip read as gzip), no X-No-Compression, and a body at its threshold or over.
 */
function wantsGzip(request: FastifyRequest, body: Buffer): boolean {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined || body.length < COMPRESSION.threshold) return false;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), COMPRESSION.encodings) === 'gzip';
}

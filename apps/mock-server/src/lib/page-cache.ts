import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrismaClient } from '../generated/prisma/client.ts';

interface Entry {
  version: string;
  /** The answer as sent: serialised by the route's response schema. */
  body: string;
}

export interface PageCacheOptions {
  /** Pages kept at most (least recently used dropped first). */
  maxEntries?: number;
  /** Characters of JSON kept at most, all pages together. */
  maxChars?: number;
}

/**
 * The list pages a kitchen reads again and again (its orders, its menu), kept as the JSON they were answered with,
 * each beside the version its business had when it was built. The version lives in the database (page_versions), set
 * by triggers in the same transaction as any change to a row those pages show (see the page_versions migration): so
 * one small read tells whether a kept page still holds, whichever process made the change, and a write is seen by the
 * very next read everywhere. The version is read before the page is built: a page that raced a change is kept under
 * the older version and built again on the next read, never served stale. A business with no version row yet is not
 * cached.
 */
export class PageCache {
  /** Off: every page is built afresh (the benchmark measures both ways). */
  enabled = true;
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  private readonly maxEntries: number;
  private readonly maxChars: number;

  constructor(
    private readonly prisma: PrismaClient,
    options: PageCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxChars = options.maxChars ?? 32 * 1024 * 1024;
  }

  /** Pages kept now, and their characters of JSON. */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }

  /**
   * Answers a GET of one business's page: the kept JSON when its business has not changed since, else `build()`'s
   * result, serialised by the route's response schema, sent and kept. The key is the business and the request's URL
   * (path and query as sent), so each filter and page is kept apart.
   */
  async answer<T extends { [key: string]: unknown }>(
    request: FastifyRequest,
    reply: FastifyReply,
    businessId: string,
    build: () => Promise<T>,
  ): Promise<T | FastifyReply> {
    if (!this.enabled) return build();
    const version = await this.version(businessId);
    const key = `${businessId} ${request.url}`;
    const kept = this.entries.get(key);
    if (version !== null && kept?.version === version) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return send(reply, kept.body);
    }
    // The route's own serialiser for its JSON answer (what Fastify would run on send), kept as the string it makes.
    const body = String(reply.serializeInput(await build(), String(reply.statusCode), 'application/json'));
    if (version !== null) this.keep(key, { version, body });
    return send(reply, body);
  }

  /** Forgets every page (a process that cannot be sure of what it holds). */
  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }

  private async version(businessId: string): Promise<string | null> {
    const [row] = await this.prisma.$queryRaw<{ version: string }[]>`
      SELECT version::text AS version FROM page_versions WHERE business_id = ${businessId}`;
    return row?.version ?? null;
  }

  private keep(key: string, entry: Entry): void {
    this.drop(key);
    if (entry.body.length > this.maxChars) return;
    this.entries.set(key, entry);
    this.chars += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.body.length;
  }
}

const send = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

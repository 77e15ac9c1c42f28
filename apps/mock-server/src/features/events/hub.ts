import type { ServerResponse } from 'node:http';
import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors.ts';
import { toPounds } from '../../lib/money.ts';
import { pruneEvents } from './queries.ts';

type BusinessEvent = components['schemas']['BusinessEvent'];
type EndReason = components['schemas']['StreamEnd']['reason'];

/** The channel the triggers on `orders` announce each new business event on (migration business_events). */
export const BUSINESS_EVENTS_CHANNEL = 'business_events';

/** A comment line every 20 seconds keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;

/** Events are kept a day for replay; the prune runs hourly. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** A client this far behind (bytes waiting to be sent) is dropped; it reconnects and replays what it missed. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The notification's payload: the row the trigger wrote. */
interface EventRow {
  id: number | string;
  businessId: string;
  type: BusinessEvent['type'];
  orderId: string;
  createdAt: string;
  payload: {
    reference: string;
    status: BusinessEvent['status'];
    previousStatus: BusinessEvent['previousStatus'];
    customerName: string | null;
    totalPence: number;
  };
}

/** A business event as the contract describes it, from the trigger's row. */
export function toBusinessEvent(row: EventRow): BusinessEvent {
  const at = String(row.createdAt);
  return {
    id: String(row.id),
    type: row.type,
    orderId: row.orderId,
    reference: row.payload.reference,
    status: row.payload.status,
    previousStatus: row.payload.previousStatus ?? null,
    customerName: row.payload.customerName ?? '',
    total: toPounds(row.payload.totalPence),
    // timestamp(3) in UTC without its zone, as the trigger wrote it.
    createdAt: new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(at) ? at : `${at}Z`).toISOString(),
  };
}

/** One server-sent event frame. */
export function frame(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** One open stream: who holds it, and its response. */
export interface Stream {
  businessId: string;
  accessToken: string;
  /** Seconds since the epoch when the access token expires (its `exp`). */
  expiresAt: number;
  raw: ServerResponse;
  /** Events held back while the replay is sent (undefined once live). */
  held: { id: bigint; text: string }[] | undefined;
  /**
   * The ids the replay sent, so a held event the replay had is not sent twice. Only the replay's: once live, every
   * event is sent as it is announced, in whatever order (ids are taken as events are written, and transactions
   * commit, and announce, in another order).
   */
  replayed: Set<bigint>;
  ended: boolean;
}

/**
 * The open event streams of this process, by business. Every process LISTENs on `business_events`; each notification
 * (the row a trigger wrote, sent when its transaction commits) is formatted once and written to every open stream of
 * its business. Streams end with an `end` event when their session ends: a change announced on `auth_changed` (sign-
 * out, revoked session, removed or deactivated member, a role's permissions) makes the hub check each distinct
 * access token of its streams again, once per burst of changes.
 */
export class EventHub {
  private readonly byBusiness = new Map<string, Set<Stream>>();
  private recheckTimer: NodeJS.Timeout | undefined;
  private rechecking: Promise<void> | undefined;
  private recheckAgain = false;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly prune: NodeJS.Timeout;

  constructor(
    private readonly app: FastifyInstance,
    authChangedChannel: string,
  ) {
    app.db.notifications.listen(BUSINESS_EVENTS_CHANNEL, (payload) => this.publish(payload));
    app.db.notifications.listen(authChangedChannel, () => this.scheduleRecheck());
    // Notifications may have been missed (a dropped listening connection): sessions may have ended meanwhile.
    app.db.notifications.onReset(() => this.scheduleRecheck());
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    this.prune = setInterval(() => void pruneEvents(app.prisma).catch(() => {}), PRUNE_EVERY_MS).unref();
    void pruneEvents(app.prisma).catch(() => {});
  }

  /** Open streams of this process (all businesses). */
  get size(): number {
    let n = 0;
    for (const set of this.byBusiness.values()) n += set.size;
    return n;
  }

  /** Registers a stream; events arriving before `goLive` are held so the replay can go first. */
  add(stream: Stream): void {
    let set = this.byBusiness.get(stream.businessId);
    if (!set) this.byBusiness.set(stream.businessId, (set = new Set()));
    set.add(stream);
    stream.raw.on('close', () => this.remove(stream));
  }

  /** Sends what arrived during the replay (after what the replay sent) and from then on every event at once. */
  goLive(stream: Stream): void {
    const held = stream.held ?? [];
    stream.held = undefined;
    for (const { id, text } of held) if (!stream.replayed.has(id)) this.write(stream, text);
    stream.replayed.clear();
  }

  remove(stream: Stream): void {
    stream.ended = true;
    const set = this.byBusiness.get(stream.businessId);
    set?.delete(stream);
    if (set?.size === 0) this.byBusiness.delete(stream.businessId);
  }

  /** Ends a stream with an `end` event telling the client why. */
  end(stream: Stream, reason: EndReason): void {
    if (stream.ended) return;
    this.remove(stream);
    stream.raw.end(frame('end', { reason }));
  }

  /** Ends every stream (the server is stopping): clients reconnect, to another process or once it is back. */
  close(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.prune);
    clearTimeout(this.recheckTimer);
    for (const set of [...this.byBusiness.values()]) for (const stream of [...set]) this.end(stream, 'server_stopping');
  }

  /** Writes an event the replay read from the table, before the stream goes live. */
  replay(stream: Stream, id: bigint, text: string): void {
    if (stream.ended) return;
    stream.replayed.add(id);
    stream.raw.write(text);
  }

  private write(stream: Stream, text: string): void {
    if (stream.ended) return;
    stream.raw.write(text);
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      this.remove(stream);
      stream.raw.destroy();
    }
  }

  private publish(payload: string): void {
    let row: EventRow;
    try {
      row = JSON.parse(payload) as EventRow;
    } catch {
      return;
    }
    const set = this.byBusiness.get(row.businessId);
    if (!set?.size) return;
    const event = toBusinessEvent(row);
    const text = frame(event.type, event, event.id);
    const id = BigInt(event.id);
    for (const stream of set) {
      if (stream.held) stream.held.push({ id, text });
      else this.write(stream, text);
    }
  }

  private beat(): void {
    const now = Math.floor(this.app.clock.now().getTime() / 1000);
    for (const set of [...this.byBusiness.values()]) {
      for (const stream of [...set]) {
        if (stream.expiresAt <= now) this.end(stream, 'token_expired');
        else if (!stream.held) stream.raw.write(': keep-alive\n\n');
      }
    }
  }

  private scheduleRecheck(): void {
    if (this.recheckTimer || this.size === 0) return;
    // A burst of changes (a team edit writes several rows) is checked once, shortly after it.
    this.recheckTimer = setTimeout(() => {
      this.recheckTimer = undefined;
      void this.recheck();
    }, 25).unref();
  }

  /** Checks every distinct access token of the open streams again; ends the streams whose session is over. */
  recheck(): Promise<void> {
    if (this.rechecking) {
      this.recheckAgain = true;
      return this.rechecking;
    }
    this.rechecking = this.recheckAll().finally(() => {
      this.rechecking = undefined;
      if (this.recheckAgain) {
        this.recheckAgain = false;
        void this.recheck();
      }
    });
    return this.rechecking;
  }

  private async recheckAll(): Promise<void> {
    const byToken = new Map<string, Stream[]>();
    for (const set of this.byBusiness.values()) {
      for (const stream of set) {
        const list = byToken.get(stream.accessToken);
        if (list) list.push(stream);
        else byToken.set(stream.accessToken, [stream]);
      }
    }
    const now = Math.floor(this.app.clock.now().getTime() / 1000);
    const tokens = [...byToken];
    // A few at a time: the pool serves the requests too.
    const worker = async () => {
      for (let next = tokens.pop(); next; next = tokens.pop()) {
        const [token, streams] = next;
        const reason = await this.verdict(token, streams[0]?.businessId ?? '', now);
        if (reason) for (const stream of streams) this.end(stream, reason);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
  }

  /** Why a token's streams must end now, or undefined while it still may read the orders of that business. */
  private async verdict(token: string, businessId: string, now: number): Promise<EndReason | undefined> {
    try {
      const auth = await this.app.sessions.authenticate(token);
      if (auth.businessId !== businessId) return 'session_ended';
      return auth.permissions.has('orders.view') ? undefined : 'forbidden';
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) {
        return accessTokenExpiry(token) <= now ? 'token_expired' : 'session_ended';
      }
      // The database is busy or away: keep the stream; the next change or the token's expiry checks again.
      return undefined;
    }
  }
}

/** The `exp` (seconds) of an access token already verified. */
export function accessTokenExpiry(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
    return typeof claims.exp === 'number' ? claims.exp : 0;
  } catch {
    return 0;
  }
}

import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Database notifications (LISTEN/NOTIFY) as one process sees them. `connected` is false while the process may be
 * missing notifications (before the first LISTEN answered, after a dropped connection until it is back): a cache fed
 * by them must not trust itself then. `onReset` runs whenever notifications may have been missed.
 */
export interface Notifications {
  readonly connected: boolean;
  listen(channel: string, onMessage: (payload: string) => void): void;
  onReset(handler: () => void): void;
  /** Resolves once every notification sent before the call has been handled here. */
  sync(): Promise<void>;
  /**
   * Resolves once every notification sent before the call has been handled here and in every other process listening
   * on the same database (each answers when it reaches the call's marker; one that does not answer within 2 s is not
   * waited for longer).
   */
  syncAll(): Promise<void>;
  close(): Promise<void>;
}

const SYNC_CHANNEL = 'notifications_sync';
/** A marker every listening process answers on `ACK_CHANNEL` once it has handled what came before it. */
const SYNC_ALL_CHANNEL = 'notifications_sync_all';
const ACK_CHANNEL = 'notifications_ack';
/** How the listening connections name themselves, so a process can find every other one in `pg_stat_activity`. */
const LISTENER_NAME = 'homechef-notifications';

/** Listeners and reset handlers shared by both kinds. */
class Handlers {
  readonly messages = new Map<string, ((payload: string) => void)[]>();
  readonly resets: (() => void)[] = [];
  dispatch(channel: string, payload: string): void {
    for (const handler of this.messages.get(channel) ?? []) handler(payload);
  }
  add(channel: string, handler: (payload: string) => void): boolean {
    const list = this.messages.get(channel);
    if (list) list.push(handler);
    else this.messages.set(channel, [handler]);
    return !list;
  }
  reset(): void {
    for (const handler of this.resets) handler();
  }
}

/**
 * PostgreSQL: one dedicated connection LISTENs; when it drops, every cache resets and stays off until the
 * connection is back and listening again (retried with a growing delay).
 */
export function postgresNotifications(connectionString: string): Notifications {
  const handlers = new Handlers();
  const waiting = new Map<string, () => void>();
  const acks = new Map<string, (pid: number) => void>();
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retryMs = 100;
  let ready: Promise<void>;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (message.channel === SYNC_CHANNEL) waiting.get(payload)?.();
      else if (message.channel === SYNC_ALL_CHANNEL)
        void next.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, payload]).catch(() => {});
      else if (message.channel === ACK_CHANNEL) acks.get(payload)?.(message.processId);
      else handlers.dispatch(message.channel, payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of [SYNC_CHANNEL, SYNC_ALL_CHANNEL, ACK_CHANNEL, ...handlers.messages.keys()])
      await next.query(`LISTEN ${channel}`);
    client = next;
    connected = true;
    retryMs = 100;
    // Anything sent while nobody listened is lost: start from nothing.
    handlers.reset();
  };
  const reopen = (): void => {
    if (closed) return;
    ready = open().catch(() => {
      setTimeout(reopen, retryMs).unref();
      retryMs = Math.min(retryMs * 2, 5000);
    });
  };
  const lost = (which: pg.Client): void => {
    if (client !== which && client !== undefined) return;
    client = undefined;
    connected = false;
    handlers.reset();
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    reopen();
  };
  reopen();

  /** Resolves once a notification sent now has come back (notifications arrive in commit order). */
  const ping = async (): Promise<void> => {
    await ready;
    const current = client;
    if (!current) return;
    const nonce = crypto.randomUUID();
    const back = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      waiting.set(nonce, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await current.query('SELECT pg_notify($1, $2)', [SYNC_CHANNEL, nonce]).catch(() => {});
    await back;
    waiting.delete(nonce);
  };
  /** Resolves once every listening connection of the database (this one included) has answered a marker sent now. */
  const pingAll = async (): Promise<void> => {
    await ready;
    const current = client;
    if (!current) return;
    const listeners = await current
      .query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_NAME],
      )
      .catch(() => ({ rows: [] as { pid: number }[] }));
    const pending = new Set(listeners.rows.map((row) => row.pid));
    if (pending.size === 0) return;
    const nonce = crypto.randomUUID();
    const back = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      acks.set(nonce, (pid) => {
        pending.delete(pid);
        if (pending.size > 0) return;
        clearTimeout(timer);
        resolve();
      });
    });
    await current.query('SELECT pg_notify($1, $2)', [SYNC_ALL_CHANNEL, nonce]).catch(() => {});
    await back;
    acks.delete(nonce);
  };
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  return {
    get connected() {
      return connected;
    },
    listen(channel, onMessage) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
      if (handlers.add(channel, onMessage)) {
        // A channel added after connecting: listen on it before anyone trusts it.
        connected = false;
        ready = ready.then(async () => {
          if (client) await client.query(`LISTEN ${channel}`);
          connected = client !== undefined;
        });
      }
    },
    onReset(handler) {
      handlers.resets.push(handler);
    },
    // Requests that ask at the same moment share one round trip: a sync waits for the first notification sent after
    // it asked, so a request arriving while one is on its way joins the next, which leaves when that one is back.
    // Under a burst of writes there is one round trip on the listening connection at a time, not one per request.
    sync() {
      if (!inFlight) {
        inFlight = ping().finally(() => (inFlight = undefined));
        return inFlight;
      }
      queued ??= inFlight.then(() => {
        queued = undefined;
        inFlight = ping().finally(() => (inFlight = undefined));
        return inFlight;
      });
      return queued;
    },
    syncAll: pingAll,
    async close() {
      closed = true;
      connected = false;
      await ready.catch(() => {});
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

/** Embedded PGlite: one process, notifications delivered as the statement that sends them completes. */
export function pgliteNotifications(pglite: PGlite): Notifications {
  const handlers = new Handlers();
  const unsubscribe: Promise<() => Promise<void>>[] = [];
  let pending = Promise.resolve();
  let subscribing = 0;
  return {
    get connected() {
      return subscribing === 0;
    },
    listen(channel, onMessage) {
      if (handlers.add(channel, onMessage)) {
        subscribing += 1;
        const sub = pglite.listen(channel, (payload) => handlers.dispatch(channel, payload));
        unsubscribe.push(sub);
        pending = pending.then(() => sub.then(() => void (subscribing -= 1)));
      }
    },
    onReset(handler) {
      handlers.resets.push(handler);
    },
    async sync() {
      await pending;
    },
    async syncAll() {
      await pending;
    },
    async close() {
      for (const sub of unsubscribe) await (await sub)().catch(() => {});
    },
  };
}

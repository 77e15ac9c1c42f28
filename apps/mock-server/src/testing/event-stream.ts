// A client of the live event stream for tests and the benchmark: reads the frames of GET /vendor/events as they come.

/** The stream's address on a listening server (a test app's). */
export function eventStreamUrl(server: { address(): unknown }): string {
  const address = server.address() as { port: number } | string | null;
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/vendor/events`;
}

/** Matches an order's event by the order's reference. */
export const isOrderEvent = (reference: string) => (e: { data: string }) =>
  e.data.includes(`"reference":"${reference}"`);

/** One server-sent event as received. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: string;
  /** performance.now() when its frame was read. */
  at: number;
}

export interface EventStreamClient {
  status: number;
  /** Every event received so far, in order. */
  events: ReceivedEvent[];
  /** The next event (after those already taken by earlier calls) that matches, waiting up to `timeoutMs`. */
  next(match?: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server has closed the stream. */
  closed: Promise<void>;
  close(): void;
}

/** Opens the stream at `url` with the bearer token and, when given, Last-Event-ID. */
export async function openEventStream(url: string, token: string, lastEventId?: string): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      authorization: token.startsWith('Bearer ') ? token : `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let cursor = 0;
  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    resolveClosed();
  } else {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | undefined;
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const [field, ...rest] = line.split(':');
              const text = rest.join(':').replace(/^ /, '');
              if (field === 'id') id = text;
              else if (field === 'event') event = text;
              else if (field === 'data') data.push(text);
            }
            if (data.length || id !== undefined)
              events.push({ id, event, data: data.join('\n'), at: performance.now() });
          }
          notify();
        }
      } catch {
        // aborted by close()
      }
      resolveClosed();
      notify();
    })();
  }
  let finished = false;
  void closed.then(() => (finished = true));
  return {
    status: response.status,
    events,
    closed,
    close: () => controller.abort(),
    next(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < events.length) {
            const event = events[cursor++]!;
            if (match(event)) {
              cleanup();
              resolve(event);
              return;
            }
          }
          if (finished) {
            cleanup();
            reject(new Error(`the stream ended; received ${JSON.stringify(events.map((e) => e.event))}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event in ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

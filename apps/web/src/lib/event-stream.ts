/** One server-sent event: its `id:`, `event:` (default "message") and `data:` lines joined. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A text/event-stream parser (the WHATWG rules the server follows): feed it text as it arrives, in chunks cut
 * anywhere; each complete event (ended by a blank line) goes to `onEvent`. Comment lines (`: keep-alive`) are skipped.
 */
export function createEventParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length || id !== undefined) onEvent({ id, event: event || 'message', data: data.join('\n') });
    id = undefined;
    event = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return {
    feed(chunk: string) {
      buffer += chunk;
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A lone \r at the end of a chunk may be the first half of \r\n: wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        const width = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + width);
      }
    },
  };
}

/** What opening the stream answered: its status, and the body to read when it is 200. */
export interface OpenedStream {
  status: number;
  body: ReadableStream<Uint8Array> | null;
}

export type ConnectionState = 'connecting' | 'live' | 'unavailable' | 'stopped';

export interface LiveConnectionOptions {
  /** Opens the stream, sending Last-Event-ID when given; rejects on a network failure. */
  open(lastEventId: string | undefined, signal: AbortSignal): Promise<OpenedStream>;
  onEvent(event: StreamEvent): void;
  onState?(state: ConnectionState): void;
  /** First wait before reconnecting, doubled after each failure up to `maxDelayMs` (default 1 s and 30 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** End reasons after which reconnecting cannot help (the server's `end` event). */
const FINAL_END_REASONS = new Set(['session_ended', 'forbidden']);

/**
 * Keeps one event stream open: reconnects by itself with a growing delay, sending the id of the last event received
 * as Last-Event-ID so nothing sent meanwhile is lost. Stops for good on 401 or 403 (the session is over or the role
 * cannot see orders) and on an `end` event saying so. When the very first attempt finds no stream at all (404 or 501,
 * or no answer: an API without live updates) the state becomes `unavailable` and it stops, so the caller can poll.
 */
export class LiveConnection {
  private lastEventId: string | undefined;
  private controller: AbortController | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private connectedOnce = false;
  private running = false;
  state: ConnectionState = 'stopped';

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.controller?.abort();
    this.controller = undefined;
    this.setState('stopped');
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState?.(state);
  }

  private connect(): void {
    if (!this.running) return;
    this.setState('connecting');
    const controller = new AbortController();
    this.controller = controller;
    void this.read(controller).then((outcome) => {
      if (controller.signal.aborted || !this.running) return;
      if (outcome === 'final') return this.stop();
      if (outcome === 'unavailable') {
        this.running = false;
        this.setState('unavailable');
        return;
      }
      if (outcome === 'again') {
        // The server asked us to come back (a fresh token, another process): at once.
        this.failures = 0;
        return this.connect();
      }
      this.failures += 1;
      const base = this.options.baseDelayMs ?? 1000;
      const delay = Math.min(base * 2 ** (this.failures - 1), this.options.maxDelayMs ?? 30_000);
      this.setState('connecting');
      this.timer = setTimeout(() => this.connect(), delay);
    });
  }

  /** One connection, read to its end: what to do next. */
  private async read(controller: AbortController): Promise<'retry' | 'again' | 'final' | 'unavailable'> {
    let opened: OpenedStream;
    try {
      opened = await this.options.open(this.lastEventId, controller.signal);
    } catch {
      return this.connectedOnce ? 'retry' : 'unavailable';
    }
    if (opened.status === 401 || opened.status === 403) return 'final';
    if (!this.connectedOnce && (opened.status === 404 || opened.status === 501)) return 'unavailable';
    if (opened.status !== 200 || !opened.body) return 'retry';
    this.connectedOnce = true;
    let ended: string | undefined;
    const parser = createEventParser((event) => {
      if (event.id !== undefined) this.lastEventId = event.id;
      if (event.event === 'ready') {
        this.failures = 0;
        this.setState('live');
      }
      if (event.event === 'end') {
        ended = readReason(event.data);
        return;
      }
      this.options.onEvent(event);
    });
    const reader = opened.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      return 'retry';
    }
    if (ended !== undefined) return FINAL_END_REASONS.has(ended) ? 'final' : 'again';
    return 'retry';
  }
}

function readReason(data: string): string {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : '';
  } catch {
    return '';
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventParser, LiveConnection, type OpenedStream, type StreamEvent } from './event-stream';

describe('createEventParser', () => {
  it('gives each event once its blank line arrives, however the text is cut', () => {
    const events: StreamEvent[] = [];
    const parser = createEventParser((event) => events.push(event));
    const text =
      ': keep-alive\n\nid: 7\nevent: order.created\ndata: {"reference":"ORD-1"}\n\nid: 8\r\nevent: ready\r\ndata: {}\r\n\r\n';
    for (let i = 0; i < text.length; i += 5) parser.feed(text.slice(i, i + 5));
    expect(events).toEqual([
      { id: '7', event: 'order.created', data: '{"reference":"ORD-1"}' },
      { id: '8', event: 'ready', data: '{}' },
    ]);
  });

  it('joins data lines, defaults the event name and keeps a line cut between \\r and \\n whole', () => {
    const events: StreamEvent[] = [];
    const parser = createEventParser((event) => events.push(event));
    parser.feed('data: one\r');
    parser.feed('\ndata:two\n');
    expect(events).toEqual([]);
    parser.feed('\n');
    expect(events).toEqual([{ id: undefined, event: 'message', data: 'one\ntwo' }]);
  });
});

/** A response body the test writes to as the server would. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    opened: { status: 200, body } satisfies OpenedStream,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.close(),
  };
}

describe('LiveConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('reconnects after a dropped stream, with a growing delay and the last event id', async () => {
    const streams = [serverStream(), serverStream(), serverStream()];
    const sent: (string | undefined)[] = [];
    const events: string[] = [];
    const connection = new LiveConnection({
      open: async (lastEventId) => {
        sent.push(lastEventId);
        return streams[sent.length - 1]!.opened;
      },
      onEvent: (event) => events.push(event.event),
    });
    connection.start();
    await settle();
    streams[0]!.send('id: 4\nevent: ready\ndata: {"lastEventId":"4"}\n\nid: 5\nevent: order.created\ndata: {}\n\n');
    await settle();
    expect(connection.state).toBe('live');
    streams[0]!.drop();
    await settle();
    expect(connection.state).toBe('connecting');
    expect(sent).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([undefined, '5']);
    // Dropped again before it was ready: the next wait is twice as long.
    streams[1]!.drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([undefined, '5', '5']);
    expect(events).toEqual(['ready', 'order.created']);
    connection.stop();
  });

  it('stops for good on 401 or 403 and when the server says the session ended', async () => {
    for (const status of [401, 403]) {
      const open = vi.fn(async () => ({ status, body: null }));
      const connection = new LiveConnection({ open, onEvent: () => {} });
      connection.start();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(open).toHaveBeenCalledTimes(1);
      expect(connection.state).toBe('stopped');
    }
    const stream = serverStream();
    const open = vi.fn(async () => stream.opened);
    const connection = new LiveConnection({ open, onEvent: () => {} });
    connection.start();
    await settle();
    stream.send('event: end\ndata: {"reason":"session_ended"}\n\n');
    stream.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(1);
    expect(connection.state).toBe('stopped');
  });

  it('reconnects at once when the server ends the stream for an expired token', async () => {
    const streams = [serverStream(), serverStream()];
    let calls = 0;
    const connection = new LiveConnection({ open: async () => streams[calls++]!.opened, onEvent: () => {} });
    connection.start();
    await settle();
    streams[0]!.send('id: 9\nevent: ready\ndata: {}\n\nevent: end\ndata: {"reason":"token_expired"}\n\n');
    streams[0]!.drop();
    await settle();
    expect(calls).toBe(2);
    connection.stop();
  });

  it('reports an API without the stream (404, 501 or no answer at the first attempt) as unavailable', async () => {
    for (const open of [
      async () => ({ status: 404, body: null }),
      async () => ({ status: 501, body: null }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const states: string[] = [];
      const connection = new LiveConnection({ open, onEvent: () => {}, onState: (s) => states.push(s) });
      connection.start();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(states).toEqual(['connecting', 'unavailable']);
    }
  });
});

import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { BUSINESS_EVENTS_CHANNEL, EventHub, HEARTBEAT_MS, type Stream } from './hub.ts';

// The hub alone, on fake timers and a hand-made notification feed: heartbeats, token expiry, fan-out by business, and
// events held back while a replay is sent.

const NOW = new Date('2026-11-26T12:00:00.000Z');

function fakeResponse() {
  const emitter = new EventEmitter();
  const written: string[] = [];
  let ended: string | undefined;
  const raw = Object.assign(emitter, {
    writableLength: 0,
    write: (text: string) => void written.push(text),
    end: (text: string) => {
      ended = text;
      emitter.emit('close');
    },
    destroy: () => emitter.emit('close'),
  });
  return { raw: raw as unknown as ServerResponse, written, ended: () => ended };
}

function setUp() {
  const channels = new Map<string, (payload: string) => void>();
  const clock = manualClock(NOW);
  const app = {
    db: {
      notifications: {
        listen: (channel: string, handler: (payload: string) => void) => channels.set(channel, handler),
        onReset: () => {},
      },
    },
    prisma: { $executeRaw: async () => 0 },
    clock,
    sessions: { authenticate: vi.fn() },
  } as unknown as FastifyInstance;
  const hub = new EventHub(app, 'auth_changed');
  const publish = (row: object) => channels.get(BUSINESS_EVENTS_CHANNEL)?.(JSON.stringify(row));
  const open = (businessId: string, expiresInS = 900) => {
    const response = fakeResponse();
    const stream: Stream = {
      businessId,
      accessToken: 'token',
      expiresAt: Math.floor(clock.now().getTime() / 1000) + expiresInS,
      raw: response.raw,
      held: undefined,
      replayed: new Set(),
      ended: false,
    };
    hub.add(stream);
    return { stream, ...response };
  };
  return { hub, clock, publish, open };
}

const row = (id: number, businessId: string) => ({
  id,
  businessId,
  type: 'order.created',
  orderId: `order-${id}`,
  createdAt: '2026-11-26T12:00:00.123',
  payload: {
    reference: `ORD-${id}`,
    status: 'pending',
    previousStatus: null,
    customerName: 'Ada Obi',
    totalPence: 2450,
  },
});

describe('EventHub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes each event once to every stream of its business, and to no other', () => {
    const { hub, publish, open } = setUp();
    const [first, second, other] = [open('kitchen-a'), open('kitchen-a'), open('kitchen-b')];
    publish(row(41, 'kitchen-a'));
    for (const stream of [first, second]) {
      expect(stream.written).toHaveLength(1);
      const [idLine, eventLine, dataLine] = stream.written[0]!.split('\n');
      expect([idLine, eventLine]).toEqual(['id: 41', 'event: order.created']);
      expect(JSON.parse(dataLine!.slice('data: '.length))).toEqual({
        id: '41',
        type: 'order.created',
        orderId: 'order-41',
        reference: 'ORD-41',
        status: 'pending',
        previousStatus: null,
        customerName: 'Ada Obi',
        total: 24.5,
        createdAt: '2026-11-26T12:00:00.123Z',
      });
    }
    expect(other.written).toEqual([]);
    hub.close();
  });

  it('sends a keep-alive comment every 20 seconds', () => {
    const { hub, open } = setUp();
    const stream = open('kitchen-a');
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(stream.written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stream.written).toEqual([': keep-alive\n\n']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(stream.written).toHaveLength(2);
    hub.close();
  });

  it('ends a stream whose access token expired, telling the client to come back with a fresh one', () => {
    const { hub, clock, open } = setUp();
    const stream = open('kitchen-a', 30);
    clock.advance(31_000);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(stream.ended()).toBe('event: end\ndata: {"reason":"token_expired"}\n\n');
    expect(hub.size).toBe(0);
    hub.close();
  });

  it('holds events that arrive during a replay and sends only those the replay did not', () => {
    const { hub, publish, open } = setUp();
    const { stream, written } = open('kitchen-a');
    stream.held = [];
    publish(row(7, 'kitchen-a'));
    publish(row(8, 'kitchen-a'));
    expect(written).toEqual([]);
    // The replay read event 7 from the table.
    hub.replay(stream, 7n, 'id: 7\nevent: order.created\ndata: {}\n\n');
    hub.goLive(stream);
    expect(written.map((text) => text.split('\n')[0])).toEqual(['id: 7', 'id: 8']);
    publish(row(9, 'kitchen-a'));
    expect(written).toHaveLength(3);
    hub.close();
  });

  it('sends every live event, in the order announced, also one with a lower id than an event already sent', () => {
    // Ids are taken as events are written; transactions commit and announce them in another order.
    const { hub, publish, open } = setUp();
    const { stream, written } = open('kitchen-a');
    publish(row(12, 'kitchen-a'));
    publish(row(11, 'kitchen-a'));
    expect(written.map((text) => text.split('\n')[0])).toEqual(['id: 12', 'id: 11']);
    expect(stream.replayed.size).toBe(0);
    hub.close();
  });

  it('ends every stream when the server stops', () => {
    const { hub, open } = setUp();
    const stream = open('kitchen-a');
    hub.close();
    expect(stream.ended()).toBe('event: end\ndata: {"reason":"server_stopping"}\n\n');
  });
});

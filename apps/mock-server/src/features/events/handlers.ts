import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../lib/errors.ts';
import type { HandlerMap } from '../../lib/handler.ts';
import { accessTokenExpiry, frame, type Stream, toBusinessEvent } from './hub.ts';
import { eventsAfter, latestEventId } from './queries.ts';

/** Handlers for the live event stream. */
export function eventHandlers(app: FastifyInstance): HandlerMap<'streamEvents'> {
  const hub = () => app.events;
  return {
    async streamEvents(request, reply) {
      const { auth } = request;
      const header = request.headers['last-event-id'];
      if (header !== undefined && (typeof header !== 'string' || !/^[0-9]{1,18}$/.test(header))) {
        throw invalidField('Last-Event-ID', 'Must be the id of an event this stream sent');
      }
      const after = header ? BigInt(header) : undefined;
      const accessToken = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const stream: Stream = {
        businessId: auth.businessId,
        accessToken,
        expiresAt: accessTokenExpiry(accessToken),
        raw: reply.raw,
        held: [],
        replayed: new Set(),
        ended: false,
      };
      // Listening before reading the table: an event committed meanwhile is held, then sent unless the replay had it.
      hub().add(stream);
      let replay: Awaited<ReturnType<typeof eventsAfter>> = [];
      let lastEventId: bigint;
      try {
        lastEventId = await latestEventId(app.prisma, auth.businessId);
        if (after !== undefined) replay = await eventsAfter(app.prisma, auth.businessId, after);
      } catch (error) {
        hub().remove(stream);
        throw error;
      }
      reply.hijack();
      // The client left while the replay was read: nothing to send.
      if (stream.ended) return reply;
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back to fill a buffer.
        'x-accel-buffering': 'no',
      });
      if (replay === undefined) reply.raw.write(frame('reset', {}));
      for (const row of replay ?? []) {
        const event = toBusinessEvent({ ...row, id: String(row.id) } as Parameters<typeof toBusinessEvent>[0]);
        hub().replay(stream, row.id, frame(event.type, event, event.id));
      }
      const lastReplayed = replay?.at(-1)?.id ?? 0n;
      const readyId = lastEventId > lastReplayed ? lastEventId : lastReplayed;
      reply.raw.write(frame('ready', { lastEventId: String(readyId) }, String(readyId)));
      hub().goLive(stream);
      return reply;
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../../lib/errors.ts';
import { ok, type HandlerMap } from '../../lib/handler.ts';
import { escapeHtml, page } from '../dev/html.ts';

async function outbox(app: FastifyInstance, to: string | undefined) {
  const rows = await app.prisma.outboxEmail.findMany({
    where: to ? { to: to.trim().toLowerCase() } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.createdAt.toISOString(),
  }));
}

export function systemHandlers(app: FastifyInstance) {
  return {
    async getHealth(request) {
      try {
        await app.prisma.$queryRaw`SELECT 1`;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return ok({ status: 'ok' as const, database: 'up' as const });
    },

    async listOutbox(request) {
      if (!app.env.devRoutes) throw notFound('Route');
      return ok(await outbox(app, request.query.to));
    },
  } satisfies HandlerMap<'getHealth' | 'listOutbox'>;
}

/** /dev/outbox: the same messages for a person, newest first. */
export function registerOutboxPage(app: FastifyInstance): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) => {
    const to = request.query.to;
    const messages = await outbox(app, to);
    const list = messages.length
      ? messages
          .map(
            (m) => `<article><div class="meta">${escapeHtml(m.createdAt)} · to ${escapeHtml(m.to)}</div>
<h2 style="font-size:17px;margin:6px 0">${escapeHtml(m.subject)}</h2><pre>${escapeHtml(m.text)}</pre></article>`,
          )
          .join('')
      : '<p>No messages yet.</p>';
    const form = `<form method="get"><label>Filter by recipient<input name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="demo@kitchen.test"></label><button>Show</button></form>`;
    return reply
      .type('text/html')
      .send(
        page(
          'Outbox',
          `<p class="meta">E-mail the server would have sent (${app.mailer.kind === 'outbox' ? 'kept here because SMTP_URL is not set' : 'SMTP is configured; only messages from before are here'}).</p>${form}${list}`,
        ),
      );
  });
}

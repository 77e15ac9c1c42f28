import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../../lib/html.ts';
import { listOutbox } from './queries.ts';

/** /dev/listOutbox: the e-mail the server sent (or would have), newest first, for a person to read. */
export function registerOutboxPage(app: FastifyInstance): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) => {
    const to = request.query.to;
    const messages = await listOutbox(app.prisma, to);
    const list = messages.length
      ? messages
          .map(
            (m) => `<article><div class="meta">${escapeHtml(m.createdAt)} · to ${escapeHtml(m.to)}</div>
<h2 style="font-size:17px;margin:6px 0">${escapeHtml(m.subject)}</h2><pre>${escapeHtml(m.text)}</pre></article>`,
          )
          .join('')
      : '<p>No messages yet.</p>';
    const form = `<form method="get"><label>Filter by recipient
<input name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="demo@kitchen.test"></label>
<button>Show</button></form>`;
    const where =
      app.mailer.kind === 'outbox'
        ? 'kept here because SMTP_URL is not set'
        : 'SMTP is configured; only messages from before are here';
    const intro = `<p class="meta">E-mail the server would have sent (${where}).</p>`;
    return reply.type('text/html').send(page('Outbox', `${intro}${form}${list}`));
  });
}

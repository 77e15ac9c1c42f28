import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../../lib/html.ts';
import { listOutbox, listOutboxTexts } from './queries.ts';

/** /dev/outbox: the e-mails and texts the server sent (or would have), newest first, for a person to read. */
export function registerOutboxPage(app: FastifyInstance): void {
  app.get<{ Querystring: { to?: string; phone?: string } }>('/dev/outbox', async (request, reply) => {
    const to = request.query.to;
    const phone = request.query.phone?.trim() || undefined;
    const [messages, texts] = await Promise.all([listOutbox(app.prisma, to), listOutboxTexts(app.prisma, phone)]);
    const list = messages.length
      ? messages
          .map(
            (m) => `<article><div class="meta">${escapeHtml(m.createdAt)} · to ${escapeHtml(m.to)}</div>
<h2 style="font-size:17px;margin:6px 0">${escapeHtml(m.subject)}</h2><pre>${escapeHtml(m.text)}</pre></article>`,
          )
          .join('')
      : '<p>No messages yet.</p>';
    const textList = texts.length
      ? texts
          .map(
            (m) => `<article><div class="meta">${escapeHtml(m.createdAt)} · text to ${escapeHtml(m.to)}</div>
<pre>${escapeHtml(m.body)}</pre></article>`,
          )
          .join('')
      : '<p>No texts yet.</p>';
    const form = `<form method="get"><label>Filter by recipient
<input name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="demo@kitchen.test"></label>
<label>or phone <input name="phone" type="tel" value="${escapeHtml(phone ?? '')}" placeholder="+447700900123"></label>
<button>Show</button></form>`;
    const where =
      app.mailer.kind === 'outbox'
        ? 'kept here because SMTP_URL is not set'
        : 'SMTP is configured; only messages from before are here';
    const intro = `<p class="meta">E-mail the server would have sent (${where}).</p>`;
    const textsWhere =
      app.sms.kind === 'outbox'
        ? 'kept here because SMS_PROVIDER is not set'
        : 'an SMS provider is configured; only texts from before are here';
    const texting = `<h2 style="font-size:19px;margin:24px 0 6px">Texts</h2>
<p class="meta">Text messages the server would have sent (${textsWhere}).</p>${textList}`;
    const mail = `<h2 style="font-size:19px;margin:24px 0 6px">E-mails</h2>${list}`;
    return reply.type('text/html').send(page('Outbox', `${intro}${form}${mail}${texting}`));
  });
}

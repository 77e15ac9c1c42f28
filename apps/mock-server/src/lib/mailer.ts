import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { escapeHtml } from './html.ts';
import { prismaSql, type Sql } from './statement.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. The default keeps it in the database outbox so the whole product runs offline. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(email: Email): Promise<void>;
  /** Several at once, all or none, where the mailer can (the outbox: one statement); otherwise one by one. */
  sendMany?(emails: Email[]): Promise<void>;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  private readonly run: Sql;
  constructor(prisma: PrismaClient, run?: Sql) {
    this.run = run ?? prismaSql(prisma);
  }

  async send(email: Email): Promise<void> {
    // A plain insert: nothing is read back.
    await this.run(
      'INSERT INTO outbox_emails (id, "to", subject, text, html, created_at) VALUES ($1, $2, $3, $4, $5, $6::timestamp)',
      [randomUUID(), email.to.toLowerCase(), email.subject, email.text, email.html, new Date().toISOString()],
    );
  }

  async sendMany(emails: Email[]): Promise<void> {
    if (emails.length === 0) return;
    await this.run(
      `INSERT INTO outbox_emails (id, "to", subject, text, html, created_at)
       SELECT id, "to", subject, text, html, $6::timestamp
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS m(id, "to", subject, text, html)`,
      [
        emails.map(() => randomUUID()),
        emails.map((e) => e.to.toLowerCase()),
        emails.map((e) => e.subject),
        emails.map((e) => e.text),
        emails.map((e) => e.html),
        new Date().toISOString(),
      ],
    );
  }
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(email: Email): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...email });
  }
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  mailFrom: string;
  prisma: PrismaClient;
  run?: Sql;
}): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.mailFrom)
    : new OutboxMailer(options.prisma, options.run);
}

const PARAGRAPH = 'margin:0 0 16px;font-size:15px;line-height:22px';
const HIGHLIGHT = 'margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;font-family:monospace';
const BODY = 'margin:0;padding:24px;background:#f6f4f0;font-family:Arial,sans-serif;color:#1f1b16';
const CARD = 'max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px';

/** Wraps paragraphs in the small, inline-styled HTML that mail clients render reliably. */
export function htmlEmail(title: string, paragraphs: string[], highlight?: string): string {
  const body = paragraphs.map((p) => `<p style="${PARAGRAPH}">${escapeHtml(p)}</p>`).join('');
  const code = highlight ? `<p style="${HIGHLIGHT}">${escapeHtml(highlight)}</p>` : '';
  return `<!doctype html><html><body style="${BODY}">
<div style="${CARD}">
<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(title)}</h1>${code}${body}</div></body></html>`;
}

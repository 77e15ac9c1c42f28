import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { prismaSql, type Sql } from '../statement.ts';

export interface TextMessage {
  /** E.164, e.g. +447700900123. */
  to: string;
  body: string;
}

/**
 * A text the provider refused or could not take. `permanent`: sending it again cannot help (a number the provider
 * rejects, bad credentials), so it is not retried; otherwise (no answer, 5xx, 429) it is tried again later.
 */
export class SmsError extends Error {
  override name = 'SmsError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Sends text messages. The default keeps them in the database outbox beside the e-mails, so everything runs offline. */
export interface SmsSender {
  readonly kind: 'outbox' | 'twilio';
  send(message: TextMessage): Promise<void>;
  /** Several at once, all or none, where the sender can (the outbox: one statement); otherwise one by one. */
  sendMany?(messages: TextMessage[]): Promise<void>;
}

export class OutboxSms implements SmsSender {
  readonly kind = 'outbox';
  private readonly run: Sql;
  constructor(prisma: PrismaClient, run?: Sql) {
    this.run = run ?? prismaSql(prisma);
  }

  async send(message: TextMessage): Promise<void> {
    // A plain insert: nothing is read back.
    await this.run('INSERT INTO outbox_texts (id, "to", body, created_at) VALUES ($1, $2, $3, $4::timestamp)', [
      randomUUID(),
      message.to,
      message.body,
      new Date().toISOString(),
    ]);
  }

  async sendMany(messages: TextMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.run(
      `INSERT INTO outbox_texts (id, "to", body, created_at)
       SELECT id, "to", body, $4::timestamp FROM unnest($1::text[], $2::text[], $3::text[]) AS m(id, "to", body)`,
      [
        messages.map(() => randomUUID()),
        messages.map((m) => m.to),
        messages.map((m) => m.body),
        new Date().toISOString(),
      ],
    );
  }
}

/**
 * A stored phone number as the provider wants it (E.164), or undefined when it cannot be one. Numbers are saved
 * normalised to +44 already; older or hand-entered ones may still hold spaces or a leading 0.
 */
export function toE164(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  let digits = phone.replace(/[\s().-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) digits = `+44${digits.slice(1)}`;
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : undefined;
}

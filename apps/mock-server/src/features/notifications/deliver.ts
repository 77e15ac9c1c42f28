// The notification worker: sends the rows of notification_deliveries that are due, in any number of server processes
// at once. A batch of rows is claimed by one conditional update over `FOR UPDATE SKIP LOCKED` (pending → sending, with
// a claim that lapses); the members and orders the batch speaks of are read in one statement each; every message is
// sent outside any transaction, and the batch's sent rows are then marked sent in one statement (its skipped rows
// likewise) after the batch's sends. A failure puts its row back at once with a growing delay, and a refusal that
// cannot change (or too many tries) marks it failed. Only a process stopping between a send and the mark that follows
// its batch sends a message twice: its claim lapses and another worker takes the row again. A batch still sending when
// half its claim is gone (a slow provider) marks what it sent so far, and then each message before the next send.
import type { FastifyInstance } from 'fastify';
import type { Email, Mailer } from '../../lib/mailer.ts';
import { SmsError, type SmsSender, type TextMessage, toE164 } from '../../lib/sms/sms.ts';
import {
  type NewDevice,
  newDeviceEmail,
  newDeviceText,
  newOrderEmail,
  newOrderText,
  orderLink,
  type TeamChange,
  teamChangeEmail,
  teamChangeText,
} from './messages.ts';
import { findNewOrders, findRecipients, type NewOrder, type Recipient } from './queries.ts';

/** How long a claim holds: longer than any send takes, short enough that a stopped process delays little. */
export const CLAIM_MS = 5 * 60_000;
/** Tries before a message is given up (about a day and a half of waiting in all). */
export const MAX_ATTEMPTS = 10;
const BATCH = 20;
/** The channel the deliveries' trigger announces new rows on. */
export const DELIVERIES_CHANNEL = 'notification_deliveries';
/**
 * A wake-up from the deliveries' notification waits this long first, so that under a burst of orders one run claims
 * the rows of many at once instead of one run per order.
 */
export const COALESCE_MS = 50;
/** A worker also looks every so often: for retries coming due and for a notification it missed. */
const POLL_MS = 15_000;

/** Sent, skipped and failed messages are kept this long (to see what went out), then deleted. */
export const KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;

/** Deletes the messages done with for longer than KEEP_DAYS. */
export async function pruneDeliveries(app: FastifyInstance): Promise<number> {
  const before = new Date(app.clock.now().getTime() - KEEP_DAYS * 86_400_000);
  return app.prisma.$executeRaw`
    DELETE FROM notification_deliveries WHERE status IN ('sent', 'skipped', 'failed') AND created_at < ${before}`;
}

/** The wait before try number `attempts + 1`: 30 s, 1 min, 2 min, ... at most 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

interface Claimed {
  id: bigint;
  kind: string;
  channel: 'email' | 'sms';
  userId: string;
  businessId: string | null;
  orderId: string | null;
  payload: unknown;
  attempts: number;
}

export interface DeliveryCounts {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** What a worker sends through; by default the server's own mailer and SMS adapter. */
export interface Senders {
  mailer: Mailer;
  sms: SmsSender;
}

type Outcome = { email: Parameters<Mailer['send']>[0] } | { text: Parameters<SmsSender['send']>[0] } | { skip: string };

const SWITCH_COLUMNS = {
  'order.created': { email: 'emailNewOrders', sms: 'smsNewOrders' },
  'account.new_device': { email: 'emailAccountActivity', sms: 'smsAccountActivity' },
  'team.changed': { email: 'emailAccountActivity', sms: 'smsAccountActivity' },
} as const;

/** Claims up to `limit` due rows for this worker. */
async function claimDue(app: FastifyInstance, now: Date, limit: number): Promise<Claimed[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  return app.prisma.$queryRaw<Claimed[]>`
    UPDATE notification_deliveries d
    SET status = 'sending', attempts = d.attempts + 1, claimed_until = ${until}
    WHERE d.id IN (
      SELECT id FROM notification_deliveries
      WHERE (status = 'pending' AND run_after <= ${now}) OR (status = 'sending' AND claimed_until < ${now})
      ORDER BY run_after, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING d.id, d.kind, d.channel, d.user_id AS "userId", d.business_id AS "businessId", d.order_id AS "orderId",
      d.payload, d.attempts`;
}

/** What a batch's messages are composed from: its members and its orders, each read in one statement. */
interface BatchContext {
  recipients: Map<string, Recipient>;
  orders: Map<string, NewOrder>;
}

async function loadContext(app: FastifyInstance, rows: Claimed[]): Promise<BatchContext> {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const orderIds = [
    ...new Set(rows.flatMap((row) => (row.kind === 'order.created' && row.orderId ? [row.orderId] : []))),
  ];
  const [recipients, orders] = await Promise.all([
    findRecipients(app.prisma, userIds),
    findNewOrders(app.prisma, orderIds),
  ]);
  return { recipients, orders };
}

/** The message a row stands for, as things are now: a switch turned off since, or no phone any more, skips it. */
function compose(app: FastifyInstance, row: Claimed, context: BatchContext): Outcome {
  const columns = SWITCH_COLUMNS[row.kind as keyof typeof SWITCH_COLUMNS];
  if (!columns) return { skip: `unknown kind ${row.kind}` };
  const recipient = context.recipients.get(row.userId);
  if (!recipient) return { skip: 'the user no longer exists' };
  const on = recipient[columns[row.channel]] ?? true;
  if (!on) return { skip: 'switched off' };
  const phone = toE164(recipient.phone);
  if (row.channel === 'sms' && !phone) return { skip: 'no phone number' };
  const origin = app.env.publicUrl ?? `http://localhost:${app.env.port}`;
  const send = (email: ReturnType<typeof newOrderEmail>, text: string): Outcome =>
    row.channel === 'email' ? { email: { to: recipient.email, ...email } } : { text: { to: phone!, body: text } };
  if (row.kind === 'order.created') {
    if (recipient.membershipStatus !== 'active' || recipient.membershipBusinessId !== row.businessId)
      return { skip: 'no longer an active member of the business' };
    const order = row.orderId ? context.orders.get(row.orderId) : undefined;
    if (!order) return { skip: 'the order no longer exists' };
    const link = orderLink(origin, order.id);
    return send(newOrderEmail(order, link), newOrderText(order, link));
  }
  const security = `${origin}/dashboard/settings/security`;
  if (row.kind === 'account.new_device') {
    const device = row.payload as NewDevice;
    return send(newDeviceEmail(recipient.email, device, security), newDeviceText(device, security));
  }
  const change = row.payload as TeamChange;
  const team = `${origin}/dashboard/roles-and-permissions/team-management`;
  return send(teamChangeEmail(change, team), teamChangeText(change));
}

/**
 * Sends every message due now, batch by batch, until none is left; safe to run in several processes at once. Answers
 * what this run did.
 */
export async function deliverDue(app: FastifyInstance, senders: Senders): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const rows = await claimDue(app, app.clock.now(), BATCH);
    if (rows.length > 0) await deliverBatch(app, senders, rows, counts);
    // A short batch took every row due (rows being claimed by another worker aside): no need to ask again.
    if (rows.length < BATCH) return counts;
  }
}

/** A composed message waiting to go with the rest of its batch. */
interface Together<T> {
  row: Claimed;
  message: T;
}

async function deliverBatch(
  app: FastifyInstance,
  senders: Senders,
  rows: Claimed[],
  counts: DeliveryCounts,
): Promise<void> {
  let context: BatchContext;
  try {
    context = await loadContext(app, rows);
  } catch (error) {
    for (const row of rows) counts[await putBack(app, row, error)]++;
    return;
  }
  const skipped: { id: bigint; reason: string }[] = [];
  let sent: bigint[] = [];
  const markSent = async () => {
    if (sent.length === 0) return;
    const ids = sent;
    sent = [];
    try {
      await app.prisma.$executeRaw`
        UPDATE notification_deliveries SET status = 'sent', sent_at = ${app.clock.now()}, claimed_until = NULL,
          last_error = NULL
        WHERE id = ANY(${ids.map(String)}::bigint[]) AND status = 'sending'`;
    } catch (error) {
      sent.push(...ids); // marked with the rest of the batch, or left to lapse if the database stays away
      throw error;
    }
  };
  const together: { emails: Together<Email>[]; texts: Together<TextMessage>[] } = { emails: [], texts: [] };
  // Messages sent in one call: all sent, or each put back to be tried again.
  const sendTogether = async <T>(items: Together<T>[], sendMany: (messages: T[]) => Promise<void>) => {
    if (items.length === 0) return;
    try {
      await sendMany(items.map((item) => item.message));
    } catch (error) {
      for (const { row } of items) counts[await putBack(app, row, error)]++;
      return;
    }
    for (const { row } of items) sent.push(row.id);
    counts.sent += items.length;
  };
  // A batch still sending when half its claim is gone (a slow provider) marks what it sent at once, and from then on
  // before every send, so that no claim lapses on a message already sent.
  let late = false;
  let marking: Promise<void> | undefined;
  const halfClaim = setTimeout(() => {
    late = true;
    marking = markSent().catch((error: unknown) =>
      app.log.warn({ err: error }, 'notification: could not mark sent messages'),
    );
  }, CLAIM_MS / 2).unref();
  try {
    for (const row of rows) {
      let outcome: Outcome;
      try {
        outcome = compose(app, row, context);
      } catch (error) {
        counts[await putBack(app, row, error)]++;
        continue;
      }
      if ('skip' in outcome) {
        skipped.push({ id: row.id, reason: outcome.skip });
        counts.skipped++;
        continue;
      }
      if (late) await markSent();
      // Where the sender takes several at once (the offline outbox), the batch's messages go together at its end.
      if ('email' in outcome && senders.mailer.sendMany && !late) {
        together.emails.push({ row, message: outcome.email });
        continue;
      }
      if ('text' in outcome && senders.sms.sendMany && !late) {
        together.texts.push({ row, message: outcome.text });
        continue;
      }
      try {
        if ('email' in outcome) await senders.mailer.send(outcome.email);
        else await senders.sms.send(outcome.text);
      } catch (error) {
        counts[await putBack(app, row, error)]++;
        continue;
      }
      sent.push(row.id);
      counts.sent++;
    }
    await sendTogether(together.emails, (messages) => senders.mailer.sendMany!(messages));
    await sendTogether(together.texts, (messages) => senders.sms.sendMany!(messages));
  } finally {
    clearTimeout(halfClaim);
    await marking;
  }
  await markSent();
  if (skipped.length > 0) {
    const ids = skipped.map((s) => String(s.id));
    const reasons = skipped.map((s) => s.reason);
    await app.prisma.$executeRaw`
      UPDATE notification_deliveries d SET status = 'skipped', claimed_until = NULL, last_error = s.reason
      FROM unnest(${ids}::bigint[], ${reasons}::text[]) AS s(id, reason)
      WHERE d.id = s.id AND d.status = 'sending'`;
  }
}

/** A row whose message could not be composed or sent: tried again after a growing delay, or given up. */
async function putBack(app: FastifyInstance, row: Claimed, error: unknown): Promise<'retried' | 'failed'> {
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = (error instanceof SmsError && error.permanent) || row.attempts >= MAX_ATTEMPTS;
  const runAfter = new Date(app.clock.now().getTime() + retryDelayMs(row.attempts));
  await app.prisma.$executeRaw`
    UPDATE notification_deliveries
    SET status = ${giveUp ? 'failed' : 'pending'}, run_after = ${runAfter}, claimed_until = NULL,
      last_error = ${message.slice(0, 1000)}
    WHERE id = ${row.id} AND status = 'sending'`;
  const context = {
    err: error,
    deliveryId: String(row.id),
    kind: row.kind,
    channel: row.channel,
    attempts: row.attempts,
  };
  if (giveUp) app.log.error(context, 'notification: given up');
  else app.log.warn(context, 'notification: sending failed, will retry');
  return giveUp ? 'failed' : 'retried';
}

/**
 * Runs deliverDue in the background: when the database announces new rows (from any process, after COALESCE_MS so a
 * burst of orders is sent in few runs), every POLL_MS for retries, and once at start. One run at a time per process; a
 * wake-up during a run starts another after it.
 */
export class NotificationWorker {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private prune: NodeJS.Timeout | undefined;
  private soon: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly senders: () => Senders,
  ) {}

  start(): void {
    this.app.db.notifications.listen(DELIVERIES_CHANNEL, () => this.wakeSoon());
    this.timer = setInterval(() => this.wake(), POLL_MS).unref();
    this.prune = setInterval(() => void pruneDeliveries(this.app).catch(() => {}), PRUNE_EVERY_MS).unref();
    this.wake();
  }

  /** Wakes after COALESCE_MS: the notifications arriving meanwhile join the same run. */
  wakeSoon(): void {
    if (this.stopped || this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      this.wake();
    }, COALESCE_MS).unref();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await deliverDue(this.app, this.senders());
        } catch (error) {
          this.app.log.error({ err: error }, 'notification worker: a run failed');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops waking and waits for the run in progress, so nothing is half-sent when the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.prune);
    clearTimeout(this.soon);
    await this.running;
  }
}

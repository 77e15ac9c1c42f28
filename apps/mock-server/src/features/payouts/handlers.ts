import type { components } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../generated/prisma/client.ts';
import { audit } from '../../lib/audit.ts';
import { ApiError, badRequest, conflict, invalidField, notFound, unprocessable } from '../../lib/errors.ts';
import { ok, paged, type HandlerMap } from '../../lib/handler.ts';
import { toPence, toPounds } from '../../lib/money.ts';
import { paging } from '../../lib/paging.ts';
import { monthlyOrderStats } from '../dashboard/handlers.ts';
import { type PaymentsEvent, WebhookNotConfiguredError } from './provider.ts';
import { markOnboarded } from './register.ts';
import { isoDate, nextPayoutDate, type PayoutSchedule } from './schedule.ts';

type Ops =
  | 'getPayoutSetup'
  | 'updatePayoutSetup'
  | 'connectStripeAccount'
  | 'getTransactionInsights'
  | 'listTransactions'
  | 'stripeWebhook';
type TransactionDto = components['schemas']['Transaction'];
type TransactionStatus = components['schemas']['TransactionStatus'];

export const TRANSACTION_STATUSES: readonly TransactionStatus[] = [
  'pending',
  'paid',
  'processing',
  'hold',
  'cancelled',
];
/** Sales counted in the next payout: earned and not paid out yet. */
export const UNPAID_SALE_STATUSES: readonly TransactionStatus[] = ['pending', 'processing'];

const gbp = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** Money leaving the vendor's balance (refunds, fees) is negative on the wire; the database keeps amounts positive. */
export function toTransactionDto(t: Transaction): TransactionDto {
  const sign = t.type === 'refund' || t.type === 'fee' ? -1 : 1;
  return {
    id: t.id,
    createdAt: t.createdAt.toISOString(),
    description: t.description,
    reference: t.reference,
    amount: toPounds(sign * t.amountPence),
    paymentConfirmationDate: t.paymentConfirmationDate ? t.paymentConfirmationDate.toISOString() : null,
    type: t.type as TransactionDto['type'],
    status: t.status as TransactionStatus,
  };
}

export function payoutHandlers(app: FastifyInstance) {
  async function setupOf(businessId: string) {
    const b = await app.prisma.business.findUnique({
      where: { id: businessId },
      select: { minimumPayoutPence: true, payoutSchedule: true, stripeAccountOnboardingDone: true },
    });
    if (!b) throw notFound('Business');
    return {
      minimumPayout: toPounds(b.minimumPayoutPence),
      schedule: b.payoutSchedule as PayoutSchedule,
      stripeAccountOnboardingDone: b.stripeAccountOnboardingDone,
    };
  }

  /** Calls the payments provider; its failures are a 502 saying so, never a 500. */
  async function provider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      app.log.warn({ err: error }, `payments provider: ${what} failed`);
      throw new ApiError(
        502,
        'PAYMENT_PROVIDER_ERROR',
        `The payments provider could not ${what}: ${(error as Error).message}. Please try again.`,
      );
    }
  }

  return {
    async getPayoutSetup(request) {
      return ok(await setupOf(request.auth.businessId));
    },

    async updatePayoutSetup(request) {
      const { businessId } = request.auth;
      const body = request.body;
      const minimumPayoutPence =
        body.minimumPayout === undefined ? undefined : toPence(body.minimumPayout, 'minimumPayout');
      await app.prisma.$transaction(async (tx) => {
        const before = await tx.business.findUniqueOrThrow({
          where: { id: businessId },
          select: { minimumPayoutPence: true, payoutSchedule: true },
        });
        const changes: string[] = [];
        if (minimumPayoutPence !== undefined && minimumPayoutPence !== before.minimumPayoutPence) {
          changes.push(`minimum payout from ${gbp(before.minimumPayoutPence)} to ${gbp(minimumPayoutPence)}`);
        }
        if (body.schedule !== undefined && body.schedule !== before.payoutSchedule)
          changes.push(`schedule from ${before.payoutSchedule} to ${body.schedule}`);
        if (changes.length === 0) return;
        await tx.business.update({
          where: { id: businessId },
          data: {
            ...(minimumPayoutPence !== undefined ? { minimumPayoutPence } : {}),
            ...(body.schedule ? { payoutSchedule: body.schedule } : {}),
          },
        });
        await audit(
          tx,
          request.auth,
          {
            eventType: 'updated',
            itemType: 'payout_setup',
            itemId: businessId,
            itemAffected: 'Payout setup',
            description: `Changed ${changes.join('; ')}.`,
          },
          app.clock.now(),
        );
      });
      return ok(await setupOf(businessId));
    },

    async connectStripeAccount(request) {
      const { businessId, email } = request.auth;
      const callbackUrl = request.body.callbackUrl;
      let parsed: URL;
      try {
        parsed = new URL(callbackUrl);
      } catch {
        throw unprocessable('callbackUrl must be an absolute http(s) URL', [
          { field: 'callbackUrl', error: 'Must be an absolute http(s) URL' },
        ]);
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw unprocessable('callbackUrl must be an http(s) URL', [
          { field: 'callbackUrl', error: 'Must be an http(s) URL' },
        ]);
      }
      const alreadyConnected = () =>
        conflict('The payout account is already connected; there is nothing left to onboard');
      const business = await app.prisma.business.findUniqueOrThrow({
        where: { id: businessId },
        select: { stripeAccountId: true, stripeAccountOnboardingDone: true, businessName: true, kitchenName: true },
      });
      if (business.stripeAccountOnboardingDone) throw alreadyConnected();

      let accountId = business.stripeAccountId;
      if (accountId) {
        // Finished on the provider but its webhook has not arrived (or is not set up): take its word now.
        const id = accountId;
        if ((await provider('read the payout account', () => app.payments.onboardingComplete(id))) === true) {
          await markOnboarded(app.prisma, id, 'confirmed by the payments provider');
          throw alreadyConnected();
        }
      } else {
        const created = await provider('create the payout account', () =>
          app.payments.createAccount({
            businessId,
            email,
            businessName: business.businessName ?? business.kitchenName,
          }),
        );
        accountId = await app.prisma.$transaction(async (tx) => {
          // Conditional: of two simultaneous first connects only one account id is stored; both use it.
          const stored = await tx.business.updateMany({
            where: { id: businessId, stripeAccountId: null },
            data: { stripeAccountId: created },
          });
          if (stored.count === 0) {
            return (
              (await tx.business.findUniqueOrThrow({ where: { id: businessId }, select: { stripeAccountId: true } }))
                .stripeAccountId ?? created
            );
          }
          await audit(
            tx,
            request.auth,
            {
              eventType: 'created',
              itemType: 'payout_setup',
              itemId: businessId,
              itemAffected: 'Payout account',
              description: `Created payout account ${created} (${app.payments.kind}).`,
            },
            app.clock.now(),
          );
          return created;
        });
      }

      const refresh = new URL(parsed.href);
      refresh.searchParams.set('stripe', 'refresh');
      const id = accountId;
      const link = await provider('create the onboarding link', () =>
        app.payments.onboardingLink(id, {
          returnUrl: parsed.href,
          refreshUrl: refresh.href,
          serverOrigin: `${request.protocol}://${request.host}`,
        }),
      );
      return ok({ accountOnboardingLink: link });
    },

    async getTransactionInsights(request) {
      const { businessId } = request.auth;
      const now = app.clock.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const [setup, unpaid, previous, thisMonth] = await Promise.all([
        app.prisma.business.findUniqueOrThrow({
          where: { id: businessId },
          select: { minimumPayoutPence: true, payoutSchedule: true },
        }),
        app.prisma.transaction.aggregate({
          where: { businessId, type: 'sale', status: { in: [...UNPAID_SALE_STATUSES] } },
          _sum: { amountPence: true },
        }),
        app.prisma.transaction.findFirst({
          where: { businessId, type: 'payout', status: 'paid' },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        }),
        monthlyOrderStats(app, businessId, monthStart, nextMonth),
      ]);
      const balance = unpaid._sum.amountPence ?? 0;
      // A payout is made on the next payout day of the schedule once the balance reaches the minimum; below it, none is due.
      const due = balance > 0 && balance >= setup.minimumPayoutPence;
      return ok({
        nextPayout: {
          amount: toPounds(balance),
          date: due ? isoDate(nextPayoutDate(setup.payoutSchedule as PayoutSchedule, now)) : null,
        },
        previousPayout: previous
          ? {
              amount: toPounds(previous.amountPence),
              date: isoDate(previous.paymentConfirmationDate ?? previous.createdAt),
            }
          : { amount: 0, date: null },
        revenue: {
          amount: toPounds([...thisMonth.values()].reduce((s, m) => s + m.revenuePence, 0)),
          estimatedBy: isoDate(new Date(nextMonth.getTime() - 24 * 60 * 60 * 1000)),
        },
      });
    },

    async listTransactions(request) {
      const { businessId } = request.auth;
      const page = paging(request.query);
      const status = request.query.status;
      const where = { businessId, ...(status ? { status } : {}) };
      const [rows, groups] = await Promise.all([
        app.prisma.transaction.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: page.skip,
          take: page.take,
        }),
        app.prisma.transaction.groupBy({ by: ['status'], where: { businessId }, _count: { _all: true } }),
      ]);
      const counts = { all: 0, pending: 0, paid: 0, processing: 0, hold: 0, cancelled: 0 };
      for (const g of groups) {
        counts.all += g._count._all;
        if ((TRANSACTION_STATUSES as readonly string[]).includes(g.status))
          counts[g.status as TransactionStatus] = g._count._all;
      }
      const total = status ? counts[status] : counts.all;
      return paged(rows.map(toTransactionDto), { ...page, total }, { counts });
    },

    async stripeWebhook(request) {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !request.rawBody) throw invalidField('stripe-signature', 'Required');
      let event: PaymentsEvent;
      try {
        event = app.payments.verifyWebhook(request.rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookNotConfiguredError) {
          throw badRequest('Stripe webhooks are not accepted: STRIPE_WEBHOOK_SECRET is not set on the server', [
            { field: 'stripe-signature', error: 'Cannot be verified: no webhook secret configured' },
          ]);
        }
        throw badRequest('The stripe-signature header does not match the request body', [
          { field: 'stripe-signature', error: 'Invalid signature' },
        ]);
      }
      if (event.type === 'account.updated') {
        const account = event.data.object as { id?: unknown; details_submitted?: unknown; charges_enabled?: unknown };
        if (typeof account.id === 'string' && account.details_submitted === true && account.charges_enabled === true) {
          await markOnboarded(app.prisma, account.id, 'Stripe account.updated webhook');
        }
      }
      return ok({ received: true });
    },
  } satisfies HandlerMap<Ops>;
}

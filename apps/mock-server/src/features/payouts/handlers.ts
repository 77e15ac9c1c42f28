import type { PayoutSchedule } from '@vendor/api-types';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { isoDate } from '../../lib/dates.ts';
import { ApiError, badRequest, callPaymentsProvider, conflict, invalidField, unprocessable } from '../../lib/errors.ts';
import { ok, paged, type HandlerMap } from '../../lib/handler.ts';
import { formatPounds, toPence, toPounds } from '../../lib/money.ts';
import { paging } from '../../lib/paging.ts';
import { payoutAccountConnected } from './held-share.ts';
import { type PaymentsEvent, WebhookNotConfiguredError } from './provider.ts';
import * as queries from './queries.ts';
import { nextPayoutDate } from './schedule.ts';
import { statusCounts, toPayoutSetup, toTransactionDto } from './view.ts';

type Ops =
  | 'getPayoutSetup'
  | 'updatePayoutSetup'
  | 'connectStripeAccount'
  | 'getTransactionInsights'
  | 'listTransactions'
  | 'stripeWebhook';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's callbackUrl as an absolute http(s) URL (422 naming it otherwise). */
function callbackUrl(value: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(value);
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
  return parsed;
}

/** Handlers for the payout setup, the payout account, transactions and the payments provider's webhook. */
export function payoutHandlers(app: FastifyInstance): HandlerMap<Ops> {
  /** Calls the payments provider; its failures are a 502 saying so, never a 500. */
  const provider = <T>(what: string, call: () => Promise<T>): Promise<T> => callPaymentsProvider(what, call, app.log);

  return {
    async getPayoutSetup(request) {
      return ok(toPayoutSetup(await queries.getPayoutSetup(app.prisma, request.auth.businessId)));
    },

    async updatePayoutSetup(request) {
      const { auth, body } = request;
      const { businessId } = auth;
      const minimumPayoutPence =
        body.minimumPayout === undefined ? undefined : toPence(body.minimumPayout, 'minimumPayout');
      await app.prisma.$transaction(async (tx) => {
        const before = await queries.getPayoutSetup(tx, businessId);
        const changes: string[] = [];
        if (minimumPayoutPence !== undefined && minimumPayoutPence !== before.minimumPayoutPence) {
          const [was, will] = [formatPounds(before.minimumPayoutPence), formatPounds(minimumPayoutPence)];
          changes.push(`minimum payout from ${was} to ${will}`);
        }
        if (body.schedule !== undefined && body.schedule !== before.payoutSchedule)
          changes.push(`schedule from ${before.payoutSchedule} to ${body.schedule}`);
        if (changes.length === 0) return;
        await queries.updatePayoutSetup(tx, businessId, {
          ...(minimumPayoutPence !== undefined ? { minimumPayoutPence } : {}),
          ...(body.schedule ? { payoutSchedule: body.schedule } : {}),
        });
        await audit(
          tx,
          auth,
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
      return ok(toPayoutSetup(await queries.getPayoutSetup(app.prisma, businessId)));
    },

    async connectStripeAccount(request) {
      const { auth } = request;
      const { businessId, email } = auth;
      const parsed = callbackUrl(request.body.callbackUrl);
      const alreadyConnected = () =>
        conflict('The payout account is already connected; there is nothing left to onboard');
      const business = await queries.findPayoutAccount(app.prisma, businessId);
      if (business.stripeAccountOnboardingDone) throw alreadyConnected();

      let accountId = business.stripeAccountId;
      if (accountId) {
        // Finished on the provider but its webhook has not arrived (or is not set up): take its word now.
        const id = accountId;
        if ((await provider('read the payout account', () => app.payments.onboardingComplete(id))) === true) {
          await payoutAccountConnected(app, id, 'confirmed by the payments provider');
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
          const kept = await queries.storePayoutAccount(tx, businessId, created);
          if (kept.stored) {
            await audit(
              tx,
              auth,
              {
                eventType: 'created',
                itemType: 'payout_setup',
                itemId: businessId,
                itemAffected: 'Payout account',
                description: `Created payout account ${created} (${app.payments.kind}).`,
              },
              app.clock.now(),
            );
          }
          return kept.accountId;
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
      const [setup, balance, previous, thisMonth] = await Promise.all([
        queries.getPayoutSetup(app.prisma, businessId),
        queries.unpaidSalesPence(app.prisma, businessId),
        queries.lastPaidPayout(app.prisma, businessId),
        app.orderStatistics.monthly(businessId, monthStart, nextMonth),
      ]);
      // A payout is made on the next payout day of the schedule once the balance reaches the minimum.
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
          estimatedBy: isoDate(new Date(nextMonth.getTime() - DAY_MS)),
        },
      });
    },

    async listTransactions(request) {
      const page = paging(request.query);
      const { status } = request.query;
      const { rows, groups } = await queries.listTransactions(app.prisma, request.auth.businessId, status, page);
      const counts = statusCounts(groups);
      return paged(rows.map(toTransactionDto), { ...page, total: status ? counts[status] : counts.all }, { counts });
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
          const held = await payoutAccountConnected(app, account.id, 'Stripe account.updated webhook');
          // Stripe delivers the event again later; the held shares that did go are not sent twice.
          if (held.failed > 0) {
            throw new ApiError(
              502,
              'PAYMENT_PROVIDER_ERROR',
              `The payout account is connected, but ${held.failed} held payment(s) could not be transferred yet`,
            );
          }
        }
      }
      if (event.type === 'checkout.session.completed') await app.storefront.confirmCheckout(event);
      if (event.type === 'checkout.session.expired') await app.storefront.expireCheckout(event);
      return ok({ received: true });
    },
  };
}

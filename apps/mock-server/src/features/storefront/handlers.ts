import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fromIsoDate, isoDate } from '../../lib/dates.ts';
import { ApiError, conflict, type FieldError, notFound, unprocessable } from '../../lib/errors.ts';
import { ok, type StorefrontHandlers } from '../../lib/handler.ts';
import { toPounds } from '../../lib/money.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import {
  fullDayText,
  isPaused,
  judgeBasket,
  kitchenDeliveryDates,
  offeredDeliveryDates,
  openWeekdays,
  soldOutText,
} from './basket.ts';
import { findKitchen, type Kitchen, kitchenWithOptions, menuMeals } from './queries.ts';
import {
  cutOffText,
  HOLD_MINUTES,
  mealAvailableOn,
  STATUS_LABELS,
  stockLeft,
  ukPhoneNumber,
  ukPostcode,
} from './rules.ts';
import { endHolds, releaseLapsedHolds, takeHold } from './stock.ts';
import { trackingToken, trackingTokenHash } from './tracking-token.ts';
import { townSearch } from './towns.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const WEEKDAY: Record<(typeof DAYS)[number], number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** A basket's distinct options. */
const optionIdsOf = (items: { optionId: string }[]) => [...new Set(items.map((item) => item.optionId))];

const CANCELLATION_WORDS: Record<string, string> = {
  out_of_stock: 'A meal ran out',
  kitchen_closed: 'The kitchen is closed that day',
  unable_to_deliver: 'The kitchen cannot deliver to you',
  customer_request: 'You asked to cancel',
  duplicate_order: 'A duplicate order',
  other: 'The kitchen had to cancel',
};

/** The storefront's handlers: public, no sign-in (openapi/storefront-api.yaml). */
export function storefrontHandlers(app: FastifyInstance): StorefrontHandlers {
  const towns = townSearch(app.prisma);

  /** Whether a kitchen takes orders: onboarding finished and at least one published meal. */
  async function isOpen(kitchen: Kitchen): Promise<boolean> {
    return kitchen.hasMeal && (await app.onboarding.isCompleteCached(kitchen.id));
  }

  // Reads of the menu and the quote give lapsed holds' portions back at most this often per kitchen (by the server's
  // clock); a checkout always does first, in the same call as its hold.
  const RELEASE_EVERY_MS = 10_000;
  const released = new Map<string, number>();
  async function releaseLapsed(businessId: string, now: Date): Promise<void> {
    const last = released.get(businessId);
    if (last !== undefined && now.getTime() >= last && now.getTime() - last < RELEASE_EVERY_MS) return;
    if (released.size >= 10_000) released.clear();
    released.set(businessId, now.getTime());
    await releaseLapsedHolds(app.prisma, businessId, now);
  }

  /** A checkout as the return page reads it. */
  async function checkoutView(id: string) {
    const checkout = await app.prisma.checkout.findUnique({
      where: { id },
      select: { status: true, totalPence: true, orderId: true },
    });
    if (!checkout) throw notFound('Checkout');
    const order =
      checkout.status === 'paid' && checkout.orderId
        ? await app.prisma.order.findUnique({ where: { id: checkout.orderId }, select: { id: true, reference: true } })
        : null;
    return {
      status: checkout.status as 'open' | 'paid' | 'expired' | 'cancelled' | 'refunded',
      total: toPounds(checkout.totalPence),
      trackingUrl: order ? `/track/${trackingToken(app.env.jwtSecret, order.id)}` : null,
      reference: order?.reference ?? null,
    };
  }

  return {
    async getStorefrontKitchen(request) {
      const kitchen = await findKitchen(app.db.sql, request.params.handle);
      const open = await isOpen(kitchen);
      const days = openWeekdays(kitchen);
      const cutOffTime = kitchen.orderCutOffTime || null;
      const now = app.clock.now();
      const paused = open && isPaused(kitchen, now);
      return ok({
        handle: kitchen.handleName ?? request.params.handle,
        name: kitchen.kitchenName ?? kitchen.businessName ?? kitchen.handleName ?? '',
        description: kitchen.kitchenDescription,
        bannerUrl: kitchen.bannerUrl,
        logoUrl: kitchen.logoUrl,
        cuisines: [...kitchen.cuisines, ...kitchen.customCuisines],
        dietaryOfferings: kitchen.dietaryOfferings,
        zones: kitchen.deliveryZones.map((z) => ({
          zoneName: z.label,
          towns: z.towns.map((t) => ({ id: t.id, name: t.name })).sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
          fee: toPounds(z.feePence),
        })),
        openingDays: DAYS.map((day) => ({ day, open: days.has(WEEKDAY[day]) })),
        cutOffTime,
        cutOffText: cutOffText(cutOffTime),
        open: open && !paused,
        closedReason: !open ? ('not_ready' as const) : paused ? ('paused' as const) : null,
        pausedUntil: paused && kitchen.ordersPausedUntil ? kitchen.ordersPausedUntil.toISOString() : null,
        deliveryDates: open && !paused ? await offeredDeliveryDates(app.prisma, kitchen, now) : [],
      });
    },

    async getStorefrontMenu(request) {
      const kitchen = await findKitchen(app.db.sql, request.params.handle);
      const { date } = request.query;
      const now = app.clock.now();
      if (!(await isOpen(kitchen)) || !kitchenDeliveryDates(kitchen, now).includes(date)) {
        const error = isPaused(kitchen, now)
          ? 'The kitchen is not taking orders right now'
          : "Not one of the kitchen's delivery dates";
        throw unprocessable(`${date}: ${error}`, [{ field: 'date', error }]);
      }
      await releaseLapsed(kitchen.id, now);
      const day = fromIsoDate(date);
      const meals = (await menuMeals(app.db.sql, kitchen.id, day)).filter((m) =>
        mealAvailableOn(m, m.customAvailability, date),
      );
      return ok({
        date,
        meals: meals.map((m) => {
          const stock = m.soldOut ? { stockLeft: 0, soldOut: true } : stockLeft(m.dailyStock, m.taken);
          return {
            id: m.id,
            name: m.name,
            description: m.description,
            photoUrl: m.photoUrl,
            spiceLevel: m.spiceLevel,
            dietary: m.dietary,
            allergens: m.allergens,
            ingredients: m.ingredients,
            options: m.options.map((o) => ({
              id: o.id,
              size: o.size,
              servings: o.servings,
              price: toPounds(o.pricePence),
              ...stock,
            })),
          };
        }),
      });
    },

    async searchStorefrontTowns(request) {
      const text = request.query.search.trim();
      if (!text)
        throw new ApiError(400, 'VALIDATION_ERROR', 'Type a town name', [
          { field: 'search', error: 'Must not be empty' },
        ]);
      return ok({ towns: await towns(text) });
    },

    async quoteStorefrontBasket(request) {
      const { body } = request;
      const { kitchen, options } = await kitchenWithOptions(
        app.db.sql,
        request.params.handle,
        optionIdsOf(body.items),
        fromIsoDate(body.deliveryDate),
      );
      const now = app.clock.now();
      await releaseLapsed(kitchen.id, now);
      const judged = await judgeBasket(app.prisma, kitchen, body, {
        now,
        townField: 'townId',
        countStock: true,
        options,
      });
      const problems: FieldError[] = (await isOpen(kitchen))
        ? judged.problems
        : [{ field: 'handle', error: 'This kitchen is not taking orders yet' }, ...judged.problems];
      const deliveryFeePence = judged.zone ? judged.zone.feePence : null;
      return ok({
        lines: judged.lines.map((l) => ({
          optionId: l.option.id,
          mealName: l.option.meal.name,
          size: l.option.size,
          quantity: l.quantity,
          unitPrice: toPounds(l.option.pricePence),
          amount: toPounds(l.amountPence),
        })),
        subtotal: toPounds(judged.subtotalPence),
        deliveryFee: deliveryFeePence === null ? null : toPounds(deliveryFeePence),
        platformFee: toPounds(judged.platformFeePence),
        total: toPounds(judged.subtotalPence + judged.platformFeePence + (deliveryFeePence ?? 0)),
        problems,
      });
    },

    async createStorefrontCheckout(request, reply) {
      const { body } = request;
      const { kitchen, options } = await kitchenWithOptions(
        app.db.sql,
        request.params.handle,
        optionIdsOf(body.items),
        fromIsoDate(body.deliveryDate),
      );
      await app.rateLimits.hit(request, 'checkout:address', request.ip);
      const now = app.clock.now();
      if (!(await isOpen(kitchen))) throw unprocessable('This kitchen is not taking orders yet');

      const problems: FieldError[] = [];
      const name = body.customer.name.trim().replace(/\s+/g, ' ');
      if (!name) problems.push({ field: 'customer.name', error: 'Enter your name' });
      const phone = ukPhoneNumber(body.customer.phone);
      if (!phone)
        problems.push({
          field: 'customer.phone',
          error: 'Enter a UK phone number, e.g. 07700 900123 or +44 7700 900123',
        });
      const postcode = ukPostcode(body.address.postcode);
      if (!postcode) problems.push({ field: 'address.postcode', error: 'Enter a UK postcode, e.g. M1 2AB' });
      const line1 = body.address.line1.trim();
      if (!line1) problems.push({ field: 'address.line1', error: 'Enter the first line of the address' });
      const judged = await judgeBasket(
        app.prisma,
        kitchen,
        { deliveryDate: body.deliveryDate, townId: body.address.townId, items: body.items },
        { now, townField: 'address.townId', countStock: false, options },
      );
      problems.push(...judged.problems);
      if (problems.length > 0 || !judged.zone || !phone || !postcode) {
        throw unprocessable(problems[0]?.error ?? 'This order cannot be placed', problems);
      }
      const zone = judged.zone;
      const subtotalPence = judged.subtotalPence;
      const platformFeePence = judged.platformFeePence;
      const deliveryFeePence = zone.feePence;
      const totalPence = subtotalPence + deliveryFeePence + platformFeePence;
      const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
      const destinationAccountId =
        kitchen.stripeAccountOnboardingDone && kitchen.stripeAccountId ? kitchen.stripeAccountId : null;
      const id = randomUUID();

      // The kitchen's lapsed holds end in the same call, before the portions are counted.
      const held = await takeHold(
        app.db.sql,
        {
          id,
          business_id: kitchen.id,
          status: 'open',
          provider_session_id: null,
          payment_intent_id: null,
          delivery_date: body.deliveryDate,
          customer_name: name,
          customer_email: body.customer.email.trim().toLowerCase(),
          customer_phone: phone,
          address_line1: line1,
          address_line2: body.address.line2?.trim() || null,
          town_id: body.address.townId,
          postcode,
          zone_id: zone.id,
          allergy_note: body.allergyNote?.trim() || null,
          subtotal_pence: subtotalPence,
          delivery_fee_pence: deliveryFeePence,
          platform_fee_pence: platformFeePence,
          total_pence: totalPence,
          destination_account_id: destinationAccountId,
          hold_expires_at: holdExpiresAt.toISOString(),
          order_id: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        },
        judged.lines.map((l) => ({
          id: randomUUID(),
          checkout_id: id,
          meal_id: l.option.meal.id,
          meal_option_id: l.option.id,
          meal_name: l.option.meal.name,
          size: l.option.size,
          servings: l.option.servings,
          quantity: l.quantity,
          unit_price_pence: l.option.pricePence,
        })),
        kitchen,
      );
      if (held.kind === 'full') {
        throw conflict(fullDayText(body.deliveryDate), [
          { field: 'deliveryDate', error: fullDayText(body.deliveryDate) },
        ]);
      }
      if (held.kind === 'sold_out') {
        const m = judged.portionsByMeal.get(held.mealId);
        const text = soldOutText(m?.name ?? 'A meal', held.left);
        throw conflict(text, [{ field: `items.${m?.index ?? 0}.quantity`, error: text }]);
      }

      const origin = publicOrigin(app.env.publicUrl, request);
      const handle = kitchen.handleName ?? request.params.handle;
      let session: Awaited<ReturnType<FastifyInstance['payments']['createCheckout']>>;
      try {
        session = await app.payments.createCheckout({
          checkoutId: id,
          customerEmail: body.customer.email.trim().toLowerCase(),
          lines: [
            ...judged.lines.map((l) => ({
              name: `${l.option.meal.name} (${l.option.size})`,
              unitAmountPence: l.option.pricePence,
              quantity: l.quantity,
            })),
            { name: 'Delivery fee', unitAmountPence: deliveryFeePence, quantity: 1 },
            { name: 'Service fee', unitAmountPence: platformFeePence, quantity: 1 },
          ],
          totalPence,
          applicationFeePence: platformFeePence,
          destinationAccountId,
          successUrl: `${origin}/k/${encodeURIComponent(handle)}/return?checkout=${id}`,
          cancelUrl: `${origin}/k/${encodeURIComponent(handle)}/checkout?cancelled=${id}`,
          serverOrigin: `${request.protocol}://${request.host}`,
          expiresAt: holdExpiresAt,
          kitchenName: kitchen.kitchenName ?? kitchen.businessName ?? handle,
        });
      } catch (error) {
        // No payment page, no hold: the portions go back at once.
        await endHolds(app.prisma, { checkoutIds: [id] }, 'cancelled', app.clock.now());
        if (error instanceof ApiError) throw error;
        app.log.warn({ err: error }, 'payments provider: starting a checkout failed');
        throw new ApiError(
          502,
          'PAYMENT_PROVIDER_ERROR',
          'The payment page could not be opened. Please try again in a moment.',
        );
      }
      if (!session.recorded) {
        await app.prisma.$executeRaw`
          UPDATE checkouts SET provider_session_id = ${session.sessionId}, updated_at = ${app.clock.now()}
          WHERE id = ${id}`;
      }
      reply.code(201);
      return ok({
        checkoutId: id,
        paymentUrl: session.url,
        total: toPounds(totalPence),
        expiresAt: holdExpiresAt.toISOString(),
      });
    },

    async getStorefrontCheckout(request) {
      return ok(await checkoutView(request.params.checkoutId));
    },

    async cancelStorefrontCheckout(request) {
      const { checkoutId } = request.params;
      await endHolds(app.prisma, { checkoutIds: [checkoutId] }, 'cancelled', app.clock.now());
      return ok(await checkoutView(checkoutId));
    },

    async getStorefrontOrder(request) {
      const order = await app.prisma.order.findUnique({
        where: { trackingTokenHash: trackingTokenHash(request.params.trackingToken) },
        select: {
          reference: true,
          status: true,
          deliveryDate: true,
          amountPence: true,
          deliveryFeePence: true,
          platformFeePence: true,
          allergyNote: true,
          cancellationReason: true,
          checkoutId: true,
          business: { select: { kitchenName: true, businessName: true, handleName: true } },
          address: { select: { fullName: true, addressLine: true, town: true, postcode: true } },
          items: {
            orderBy: { id: 'asc' },
            select: {
              mealName: true,
              optionSize: true,
              servings: true,
              quantity: true,
              pricePence: true,
              amountPence: true,
              deliveryDate: true,
            },
          },
          events: { orderBy: [{ at: 'asc' }, { id: 'asc' }], select: { to: true, at: true } },
        },
      });
      if (!order) throw notFound('Order');
      // The lines as the customer typed them (the order's address keeps them joined for the dashboard).
      const typed = order.checkoutId
        ? await app.prisma.checkout.findUnique({
            where: { id: order.checkoutId },
            select: { addressLine1: true, addressLine2: true },
          })
        : null;
      const subtotal = order.items.reduce((sum, i) => sum + i.amountPence, 0);
      type Status = 'pending' | 'accepted' | 'preparing' | 'ready' | 'out_for_delivery' | 'delivered' | 'cancelled';
      return ok({
        reference: order.reference,
        status: order.status as Status,
        statusLabel: STATUS_LABELS[order.status] ?? order.status,
        kitchen: {
          name: order.business.kitchenName ?? order.business.businessName ?? '',
          handle: order.business.handleName ?? '',
        },
        deliveryDate: isoDate(order.deliveryDate ?? order.items[0]?.deliveryDate ?? new Date(0)),
        items: order.items.map((i) => ({
          mealName: i.mealName,
          size: i.optionSize,
          servings: i.servings,
          quantity: i.quantity,
          unitPrice: toPounds(i.pricePence),
          amount: toPounds(i.amountPence),
        })),
        subtotal: toPounds(subtotal),
        deliveryFee: toPounds(order.deliveryFeePence),
        platformFee: toPounds(order.platformFeePence),
        total: toPounds(order.amountPence),
        address: {
          name: order.address.fullName,
          line1: typed?.addressLine1 ?? order.address.addressLine,
          line2: typed ? typed.addressLine2 : null,
          town: order.address.town,
          postcode: order.address.postcode,
        },
        allergyNote: order.allergyNote,
        cancellationReason:
          order.status === 'cancelled'
            ? (CANCELLATION_WORDS[order.cancellationReason ?? 'other'] ?? CANCELLATION_WORDS.other!)
            : null,
        events: order.events.map((e) => ({ status: e.to as Status, at: e.at.toISOString() })),
      });
    },
  };
}

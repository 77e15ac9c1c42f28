// A basket judged against the kitchen's rules and priced from the server's records, for the quote and the checkout.
import type { FieldError } from '../../lib/errors.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { fromIsoDate, isoDate } from '../../lib/dates.ts';
import type { Kitchen, OptionWithMeal } from './queries.ts';
import {
  deliveryDates,
  MAX_PORTIONS_PER_ORDER,
  MAX_QUANTITY_PER_OPTION,
  mealAvailableOn,
  platformFeePence,
} from './rules.ts';
import { capacityFits, capacityTaken, portionsTaken } from './stock.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** OpeningHours weekdays (0 = Sunday) the kitchen delivers on: a day never saved counts as open, as on the dashboard. */
export function openWeekdays(kitchen: Pick<Kitchen, 'openingHours'>): Set<number> {
  const closed = new Set(kitchen.openingHours.filter((h) => !h.isActive).map((h) => h.weekday));
  return new Set([0, 1, 2, 3, 4, 5, 6].filter((d) => !closed.has(d)));
}

/** Whether the chef's pause of new orders holds now (a pause with a time ends by itself once it passes). */
export const isPaused = (kitchen: Pick<Kitchen, 'ordersPaused' | 'ordersPausedUntil'>, now: Date): boolean =>
  kitchen.ordersPaused && (!kitchen.ordersPausedUntil || now.getTime() < kitchen.ordersPausedUntil.getTime());

/** Whether a day falls in one of the kitchen's holiday ranges. */
export const onHoliday = (kitchen: Pick<Kitchen, 'holidays'>, day: string): boolean =>
  kitchen.holidays.some((h) => isoDate(h.startDate) <= day && day <= isoDate(h.endDate));

/** The days a kitchen can be ordered for now, by its week, cut-off, pause and holidays (capacity not counted). */
export const kitchenDeliveryDates = (kitchen: Kitchen, now: Date): string[] =>
  isPaused(kitchen, now)
    ? []
    : deliveryDates(now, openWeekdays(kitchen), kitchen.orderCutOffTime || null).filter(
        (day) => !onHoliday(kitchen, day),
      );

/** The days offered on the storefront: those above whose daily capacity still has room for an order. */
export async function offeredDeliveryDates(db: Db, kitchen: Kitchen, now: Date): Promise<string[]> {
  const days = kitchenDeliveryDates(kitchen, now);
  if (kitchen.dailyCapacity === null) return days;
  const taken = await capacityTaken(db, kitchen.id, days);
  return days.filter((day) => capacityFits(kitchen, taken.get(day), 1));
}

/** What a customer is told about a day that cannot be ordered for. */
function dateRefusal(kitchen: Kitchen, day: string, now: Date): string {
  if (isPaused(kitchen, now)) return 'The kitchen is not taking orders right now';
  if (onHoliday(kitchen, day)) return `The kitchen is closed for a holiday on ${dayWords(day)}`;
  return `${dayWords(day)} cannot be ordered for: choose one of the kitchen's delivery dates`;
}

/** What a customer is told when the kitchen's day is full. */
export const fullDayText = (day: string) => `The kitchen is fully booked for ${dayWords(day)}`;

/** The zone delivering to a town, if any. */
export function zoneOf(kitchen: Kitchen, townId: string) {
  return kitchen.deliveryZones.find((z) => z.towns.some((t) => t.id === townId)) ?? null;
}

export interface BasketLine {
  /** Index of the item in the request (errors name `items.<index>`). */
  index: number;
  option: OptionWithMeal;
  quantity: number;
  amountPence: number;
}

export interface JudgedBasket {
  lines: BasketLine[];
  subtotalPence: number;
  platformFeePence: number;
  /** The town's zone; null without a town or outside every zone. */
  zone: Kitchen['deliveryZones'][number] | null;
  problems: FieldError[];
  /** Portions per meal of the basket, with the index of the meal's first item. */
  portionsByMeal: Map<string, { portions: number; index: number; dailyStock: number | null; name: string }>;
}

/** "Friday 28 November" for a day (YYYY-MM-DD); the formatter is made once, as making one costs more than using it. */
const DAY_WORDS = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayWords = (day: string) => DAY_WORDS.format(new Date(`${day}T00:00:00.000Z`));

/**
 * Judges a basket: the date is one the kitchen can be ordered for, every option is one of its meals on the menu that
 * day, the quantities are within bounds, the town is in a delivery zone. Prices are the server's. Stock is counted
 * only when `countStock` (the quote); the checkout takes it in its own transaction.
 */
export async function judgeBasket(
  db: Db,
  kitchen: Kitchen,
  input: { deliveryDate: string; townId?: string | null; items: { optionId: string; quantity: number }[] },
  /** `options`: the basket's options with their meals for the delivery date (kitchenWithOptions). */
  opts: { now: Date; townField: string; countStock: boolean; options: OptionWithMeal[] },
): Promise<JudgedBasket> {
  const problems: FieldError[] = [];
  const { deliveryDate } = input;
  const dateOffered = kitchenDeliveryDates(kitchen, opts.now).includes(deliveryDate);
  if (!dateOffered) problems.push({ field: 'deliveryDate', error: dateRefusal(kitchen, deliveryDate, opts.now) });

  const options = new Map(opts.options.map((o) => [o.id, o]));
  const soldOut = new Set([...options.values()].filter((o) => o.meal.soldOut).map((o) => o.meal.id));
  const lines: BasketLine[] = [];
  const perOption = new Map<string, number>();
  input.items.forEach((item, index) => {
    const option = options.get(item.optionId);
    const meal = option?.meal;
    if (!option || !meal || meal.businessId !== kitchen.id || meal.status !== 'published' || meal.deletedAt) {
      problems.push({ field: `items.${index}.optionId`, error: "Not on this kitchen's menu" });
      return;
    }
    if (!mealAvailableOn(meal, meal.customAvailability, deliveryDate)) {
      problems.push({
        field: `items.${index}.optionId`,
        error: `${meal.name} is not available on ${dayWords(deliveryDate)}`,
      });
    }
    if (soldOut.has(meal.id)) {
      problems.push({ field: `items.${index}.optionId`, error: soldOutText(meal.name, 0) });
    }
    const total = (perOption.get(option.id) ?? 0) + item.quantity;
    perOption.set(option.id, total);
    if (total > MAX_QUANTITY_PER_OPTION) {
      problems.push({
        field: `items.${index}.quantity`,
        error: `At most ${MAX_QUANTITY_PER_OPTION} of ${meal.name} (${option.size}) in one order`,
      });
    }
    lines.push({ index, option, quantity: item.quantity, amountPence: option.pricePence * item.quantity });
  });
  const portions = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (portions > MAX_PORTIONS_PER_ORDER) {
    problems.push({
      field: 'items',
      error: `At most ${MAX_PORTIONS_PER_ORDER} portions in one order (${portions} asked for)`,
    });
  }

  const portionsByMeal = new Map<
    string,
    { portions: number; index: number; dailyStock: number | null; name: string }
  >();
  for (const line of lines) {
    const { meal } = line.option;
    const entry = portionsByMeal.get(meal.id);
    if (entry) entry.portions += line.quantity;
    else
      portionsByMeal.set(meal.id, {
        portions: line.quantity,
        index: line.index,
        dailyStock: meal.dailyStock,
        name: meal.name,
      });
  }
  if (opts.countStock && dateOffered && kitchen.dailyCapacity !== null) {
    const taken = await capacityTaken(db, kitchen.id, [deliveryDate]);
    if (!capacityFits(kitchen, taken.get(deliveryDate), portions)) {
      problems.push({ field: 'deliveryDate', error: fullDayText(deliveryDate) });
    }
  }
  if (opts.countStock) {
    const limited = [...portionsByMeal].filter(([, m]) => m.dailyStock !== null).map(([id]) => id);
    const taken = await portionsTaken(db, limited, fromIsoDate(deliveryDate));
    for (const id of limited) {
      const m = portionsByMeal.get(id)!;
      const left = Math.max(0, m.dailyStock! - (taken.get(id) ?? 0));
      if (m.portions > left) problems.push({ field: `items.${m.index}.quantity`, error: soldOutText(m.name, left) });
    }
  }

  let zone: JudgedBasket['zone'] = null;
  if (input.townId) {
    zone = zoneOf(kitchen, input.townId);
    if (!zone) problems.push({ field: opts.townField, error: "This kitchen doesn't deliver to this town yet" });
  }

  const subtotalPence = lines.reduce((sum, l) => sum + l.amountPence, 0);
  return { lines, subtotalPence, platformFeePence: platformFeePence(subtotalPence), zone, problems, portionsByMeal };
}

/** What a customer is told when fewer portions are left than they asked for. */
export const soldOutText = (name: string, left: number) =>
  left === 0 ? `${name} is sold out for this day` : `Only ${left} left of ${name} for this day`;

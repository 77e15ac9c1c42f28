import type { components, OrderStatus } from '@vendor/api-types';
import { isoDate } from '../../lib/dates.ts';
import { allergensIn, inLawOrder } from './allergens.ts';
import { cancellationReason } from './lifecycle.ts';
import type { ExportRow as ExportOrderRow } from './list.ts';
import type * as queries from './queries.ts';

type TimelineRow = Awaited<ReturnType<typeof queries.getOrderTimeline>>[number];
type LabelsRow = Awaited<ReturnType<typeof queries.getOrderLabels>>;
type ExportRow = ExportOrderRow;

/** One status change as the timeline shows it; a member without a name is shown by e-mail. */
export function toTimelineEntry(row: TimelineRow): components['schemas']['OrderTimelineEntry'] {
  const user = row.byUser;
  const name = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email : null;
  return {
    from: (row.from as OrderStatus | null) ?? null,
    to: row.to as OrderStatus,
    at: row.at.toISOString(),
    by: name,
  };
}

/** Labels of an order's items: ingredients marked with the allergens they show, and every allergen the meal has. */
export function toOrderLabels(order: LabelsRow): components['schemas']['OrderLabels'] {
  return {
    orderId: order.id,
    reference: order.reference,
    customerName: `${order.customer.firstName} ${order.customer.lastName}`.trim(),
    labels: order.items.map((item) => {
      const meal = item.meal;
      const names = meal ? [...meal.ingredients.map((i) => i.ingredient.name), ...meal.customIngredients] : [];
      const ingredients = names.map((name) => ({ name, allergens: allergensIn(name) }));
      const declared = meal ? meal.allergens.map((a) => a.allergen.name) : [];
      return {
        itemId: item.id,
        mealName: meal?.name ?? item.mealName,
        optionSize: item.optionSize,
        quantity: item.quantity,
        deliveryDate: isoDate(item.deliveryDate),
        known: meal !== null,
        ingredients,
        additives: meal?.additives ?? [],
        allergens: inLawOrder([...declared, ...ingredients.flatMap((i) => i.allergens)]),
      };
    }),
  };
}

/** The day's items summed per meal and option, sorted by meal name then option (largest quantity first on a tie). */
export function toPrepList(
  day: Date,
  list: Awaited<ReturnType<typeof queries.getPrepList>>,
): components['schemas']['PrepList'] {
  const rows = [...list.lines].sort(
    (a, b) =>
      a.mealName.localeCompare(b.mealName) || a.optionSize.localeCompare(b.optionSize) || b.quantity - a.quantity,
  );
  return { deliveryDate: isoDate(day), orderCount: list.orderCount, rows };
}

export const EXPORT_HEADER = [
  'Reference',
  'Date',
  'Customer',
  'Email',
  'Phone',
  'Delivery date',
  'Items',
  'Amount (GBP)',
  'Status',
  'Cancellation reason',
];

/** One order as a CSV row: placed date, earliest delivery date, total quantity, pounds without the sign. */
export function toExportRow(order: ExportRow): string[] {
  return [
    order.reference,
    order.createdAt.slice(0, 10),
    `${order.firstName} ${order.lastName}`.trim(),
    order.email,
    order.phone,
    order.firstDelivery ?? '',
    String(order.quantity),
    (order.amountPence / 100).toFixed(2),
    order.status,
    order.status === 'cancelled' ? cancellationReason(order.cancellationReason) : '',
  ];
}

/** Batches of orders as batches of CSV rows. */
export async function* toExportRows(batches: AsyncIterable<ExportRow[]>): AsyncIterable<string[][]> {
  for await (const batch of batches) yield batch.map(toExportRow);
}

import type { components } from '@vendor/api-types';
import type { Prisma } from '../../generated/prisma/client.ts';
import { isoDate } from '../../lib/dates.ts';
import { toMediaDto } from '../../lib/media.ts';
import { toPounds } from '../../lib/money.ts';
import { cancellationReason, type OrderStatus } from './lifecycle.ts';

export type OrderDto = components['schemas']['Order'];
type OrderItemDto = components['schemas']['OrderItem'];
type OrderMealDto = components['schemas']['OrderMeal'];

/** The meal as shown in an order: everything the order screen shows, whether or not the meal was deleted since. */
const orderMealInclude = {
  media: { include: { media: true }, orderBy: { position: 'asc' } },
  ingredients: { include: { ingredient: true } },
  allergens: { include: { allergen: true } },
  dietaryOfferings: { include: { dietaryOffering: true } },
  customAvailability: { where: { status: 'active' }, orderBy: { startDate: 'asc' }, take: 1, select: { id: true } },
} satisfies Prisma.MealInclude;

/** What toOrderDto needs; pass it as `include` to every order query that answers an order. */
export const orderInclude = {
  customer: true,
  address: true,
  items: { orderBy: [{ deliveryDate: 'asc' }, { id: 'asc' }], include: { meal: { include: orderMealInclude } } },
} satisfies Prisma.OrderInclude;

export type OrderWithDetails = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;
type ItemRow = OrderWithDetails['items'][number];

/**
 * Splits `total` pence over `weights` in proportion, exactly: each share is rounded down and the pennies left over go
 * to the largest remainders (ties to the first), so the shares always add up to the total.
 */
export function allocate(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}

function mealDto(item: ItemRow, businessId: string): OrderMealDto {
  const meal = item.meal;
  if (!meal) {
    // The meal row itself is gone (hard delete): show the snapshot kept on the item.
    return {
      id: item.id,
      name: item.mealName,
      tags: [],
      media: [],
      rating: null,
      ratingCount: 0,
      status: 'archived',
      attributes: { additives: [], allergens: [], ingredients: [], dietaryClassification: [], spiceLevel: 0 },
      businessId,
      dailyStock: null,
      description: '',
      availability: { sun: false, mon: false, tue: false, wed: false, thu: false, fri: false, sat: false },
      customAvailabilityId: null,
      deleted: true,
    };
  }
  return {
    id: meal.id,
    name: meal.name,
    tags: meal.tags,
    media: meal.media.map((m) => toMediaDto(m.media)),
    rating: meal.rating,
    ratingCount: meal.ratingCount,
    status: meal.status as OrderMealDto['status'],
    attributes: {
      additives: meal.additives,
      allergens: meal.allergens.map((a) => a.allergen.name),
      ingredients: meal.ingredients.map((i) => ({ id: i.ingredient.id, name: i.ingredient.name })),
      dietaryClassification: meal.dietaryOfferings.map((d) => d.dietaryOffering.name),
      spiceLevel: meal.spiceLevel,
    },
    businessId: meal.businessId,
    dailyStock: meal.dailyStock,
    description: meal.description,
    availability: {
      sun: meal.sun,
      mon: meal.mon,
      tue: meal.tue,
      wed: meal.wed,
      thu: meal.thu,
      fri: meal.fri,
      sat: meal.sat,
    },
    customAvailabilityId: meal.customAvailability[0]?.id ?? null,
    deleted: meal.deletedAt !== null,
  };
}

/**
 * An order in the contract's shape. Money comes from the stored pence: each item's amount is its snapshot price ×
 * quantity; the order's delivery fee is carried by its first item and the platform fee is split over the items in
 * proportion to their amounts, so sum(items.amount + items.deliveryFee + items.platformFee) = order.amount exactly.
 */
export function toOrderDto(order: OrderWithDetails): OrderDto {
  const platformShares = allocate(
    order.platformFeePence,
    order.items.map((i) => i.amountPence),
  );
  const items: OrderItemDto[] = order.items.map((item, index) => ({
    id: item.id,
    meta: null,
    details: [
      {
        meal: mealDto(item, order.businessId),
        option: {
          id: item.mealOptionId ?? item.id,
          size: item.optionSize,
          price: toPounds(item.pricePence),
          servings: item.servings,
          ...(item.mealId ? { mealId: item.mealId } : {}),
        },
        quantity: item.quantity,
      },
    ],
    deliveryDate: isoDate(item.deliveryDate),
    amount: toPounds(item.amountPence),
    status: item.status as OrderStatus,
    deliveryFee: toPounds(index === 0 ? order.deliveryFeePence : 0),
    platformFee: toPounds(platformShares[index] ?? 0),
    businessId: order.businessId,
  }));
  const a = order.address;
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    amount: toPounds(order.amountPence),
    reference: order.reference,
    status: order.status as OrderStatus,
    items,
    user: {
      firstName: order.customer.firstName,
      lastName: order.customer.lastName,
      phone: order.customer.phone || null,
      email: order.customer.email,
    },
    address: {
      id: a.id,
      addressLine: a.addressLine,
      county: a.county,
      town: a.town,
      country: a.country,
      area: a.area,
      postcode: a.postcode,
      longitude: a.longitude,
      latitude: a.latitude,
      meta: { tag: a.tag, phone: a.phone, fullName: a.fullName },
    },
    cancellation:
      order.status === 'cancelled'
        ? {
            reason: cancellationReason(order.cancellationReason),
            details: order.cancellationDetails,
            cancelledAt: (order.cancelledAt ?? order.updatedAt).toISOString(),
          }
        : null,
  };
}

import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { ADMINISTRATOR_SLUG } from '../../lib/administrator.ts';
import { notFound } from '../../lib/errors.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** What the storefront reads of a kitchen. */
const KITCHEN_SELECT = {
  id: true,
  kitchenName: true,
  businessName: true,
  handleName: true,
  kitchenDescription: true,
  orderCutOffTime: true,
  ordersPaused: true,
  ordersPausedUntil: true,
  dailyCapacity: true,
  capacityUnit: true,
  holidays: { select: { startDate: true, endDate: true } },
  // One meal on its menu (published, not deleted) is enough to open.
  meals: { where: { status: 'published', deletedAt: null }, take: 1, select: { id: true } },
  stripeAccountId: true,
  stripeAccountOnboardingDone: true,
  bannerMedia: { select: { url: true, deletedAt: true } },
  customCuisines: true,
  cuisines: { select: { cuisine: { select: { name: true } } } },
  dietaryOfferings: { select: { dietaryOffering: { select: { name: true } } } },
  openingHours: { select: { weekday: true, open: true, close: true, isActive: true } },
  deliveryZones: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      label: true,
      feePence: true,
      towns: { select: { town: { select: { id: true, name: true } } } },
    },
  },
} satisfies Prisma.BusinessSelect;

/** A kitchen by its public handle (case-insensitive), with what its storefront shows; 404 when none has it. */
export async function findKitchen(db: Db, handle: string) {
  // The handle as stored, by its unique index; only a link typed in another case looks further.
  const business =
    (await db.business.findUnique({ where: { handleName: handle }, select: KITCHEN_SELECT })) ??
    (await db.business.findFirst({
      where: { handleName: { equals: handle, mode: 'insensitive' } },
      select: KITCHEN_SELECT,
    }));
  if (!business) throw notFound('Kitchen');
  return business;
}

export type Kitchen = Awaited<ReturnType<typeof findKitchen>>;

/** The URL of the owner's profile picture, the kitchen's face on its storefront. */
export async function ownerPhotoUrl(db: Db, businessId: string): Promise<string | null> {
  const owner = await db.membership.findFirst({
    where: { businessId, role: { slug: ADMINISTRATOR_SLUG } },
    orderBy: { createdAt: 'asc' },
    select: { user: { select: { avatarMediaId: true } } },
  });
  const mediaId = owner?.user.avatarMediaId;
  if (!mediaId) return null;
  const media = await db.media.findFirst({ where: { id: mediaId, deletedAt: null }, select: { url: true } });
  return media?.url ?? null;
}

const MEAL_SELECT = {
  id: true,
  businessId: true,
  name: true,
  description: true,
  status: true,
  deletedAt: true,
  dailyStock: true,
  spiceLevel: true,
  sun: true,
  mon: true,
  tue: true,
  wed: true,
  thu: true,
  fri: true,
  sat: true,
  customIngredients: true,
  customAvailability: { select: { startDate: true, endDate: true, available: true, status: true } },
} as const;

/** The kitchen's published meals with everything the menu shows, and whether each is sold out for the day. */
export function menuMeals(db: Db, businessId: string, day: Date) {
  return db.meal.findMany({
    where: { businessId, status: 'published', deletedAt: null },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      ...MEAL_SELECT,
      soldOutDates: { where: { deliveryDate: day }, select: { mealId: true } },
      options: {
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: { id: true, size: true, servings: true, pricePence: true },
      },
      media: {
        orderBy: { position: 'asc' },
        take: 1,
        select: { media: { select: { url: true, deletedAt: true } } },
      },
      allergens: { select: { allergen: { select: { name: true } } } },
      dietaryOfferings: { select: { dietaryOffering: { select: { name: true } } } },
      ingredients: { select: { ingredient: { select: { name: true } } } },
    },
  });
}

/** Meal options by id with their meals (any kitchen's: the caller checks whose), and whether sold out for the day. */
export function optionsWithMeals(db: Db, optionIds: string[], day: Date) {
  return db.mealOption.findMany({
    where: { id: { in: optionIds } },
    select: {
      id: true,
      size: true,
      servings: true,
      pricePence: true,
      meal: {
        select: { ...MEAL_SELECT, soldOutDates: { where: { deliveryDate: day }, select: { mealId: true } } },
      },
    },
  });
}

export type OptionWithMeal = Awaited<ReturnType<typeof optionsWithMeals>>[number];

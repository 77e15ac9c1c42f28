// The two seeded kitchens: the demo business (three team members, a full history) and a small second business that
// every cross-business test reads as "someone else's". What they are is written in data/kitchens.json.
import type { Address, Business, Customer, Meal, MealOption, User } from '../generated/prisma/client.ts';
import { DEMO_BUSINESS_ID, DEMO_HANDLE, OTHER_BUSINESS_ID, OTHER_HANDLE } from './fixtures.ts';
import kitchens from './data/kitchens.json' with { type: 'json' };
import { type MealSpec, MENUS } from './meal-specs.ts';
import { cuisineId, dietaryId } from './reference.ts';
import { addDocument, addMedia, type SeedContext } from './rows.ts';
import type { SeedUsers } from './users.ts';
import { addMs, DAY_MS, type KitchenKey, seedId, solidPng, typedTable } from './util.ts';
import { ZONES, type ZoneSpec } from './zones.ts';

type BusinessColumns = Omit<
  Business,
  'id' | 'createdAt' | 'updatedAt' | 'councilRegistrationDocumentId' | 'foodHygieneCertificateId' | 'bannerMediaId'
>;

export interface KitchenSpec {
  id: string;
  key: string;
  owner: User;
  staff: User[];
  business: BusinessColumns;
  bannerColour: string;
  cuisines: string[];
  dietary: string[];
  meals: MealSpec[];
  zones: ZoneSpec[];
  customers: number;
  /** [open, close, isActive] by weekday, 0 = Sunday. */
  hours: [string, string, boolean][];
}

/** A kitchen as the later modules see it: what was seeded for it so far. */
export interface Kitchen {
  spec: KitchenSpec;
  meals: { spec: MealSpec; row: Meal; options: MealOption[] }[];
  /** Delivery fee (pence) and postcode district by town id, for the towns the kitchen delivers to. */
  feeByTown: Map<string, number>;
  postcodeByTown: Map<string, string>;
  customers: { row: Customer; address: Address }[];
  staffIds: string[];
}

/** A kitchen as written in data/kitchens.json: all but its id, staff and handle (fixtures) and menu and zones. */
type KitchenData = Omit<KitchenSpec, 'id' | 'key' | 'owner' | 'staff' | 'business' | 'meals' | 'zones'> & {
  business: Omit<BusinessColumns, 'handleName'>;
};
const KITCHENS = typedTable<KitchenData, KitchenKey>(kitchens);

/** A kitchen's spec: its data, menu and zones under its key; the first of its staff owns it. */
function kitchenSpec(id: string, key: KitchenKey, handleName: string, staff: [User, ...User[]]): KitchenSpec {
  const { business, ...rest } = KITCHENS[key];
  const [owner] = staff;
  return {
    id,
    key,
    owner,
    staff,
    business: { ...business, handleName },
    ...rest,
    meals: MENUS[key],
    zones: ZONES[key],
  };
}

export function kitchenSpecs(users: SeedUsers): [KitchenSpec, KitchenSpec] {
  return [
    kitchenSpec(DEMO_BUSINESS_ID, 'demo', DEMO_HANDLE, [users.demo, users.manager, users.merchandizer]),
    kitchenSpec(OTHER_BUSINESS_ID, 'other', OTHER_HANDLE, [users.other]),
  ];
}

/** The business row with its banner and onboarding documents (all complete), cuisines and opening hours. */
export function addBusiness(ctx: SeedContext, spec: KitchenSpec): Kitchen {
  const { d } = ctx;
  const { owner } = spec;
  const createdAt = owner.createdAt;
  const at = addMs(createdAt, 2 * DAY_MS);
  const ownerName = `${owner.firstName} ${owner.lastName}`;
  const document = (slot: string, documentType: string, title: string) =>
    addDocument(ctx, { key: `${spec.key}:${slot}`, businessId: spec.id, userId: owner.id, documentType, title, at });
  const bannerId = addMedia(ctx, {
    key: `${spec.key}:banner`,
    businessId: spec.id,
    uploadedById: owner.id,
    purpose: 'banner',
    contentType: 'image/png',
    originalFilename: 'kitchen-banner.png',
    bytes: solidPng(1200, 300, spec.bannerColour),
    createdAt: at,
  });
  const councilId = document(
    'council',
    'council_registration',
    `Food business registration: ${spec.business.businessName}`,
  );
  const hygieneId = document('hygiene', 'food_hygiene_certificate', `Level 2 Food Hygiene Certificate: ${ownerName}`);
  owner.proofOfIdentificationId = document('identity', 'proof_of_identity', `Proof of identity: ${ownerName}`);
  owner.allergenAwarenessCertificateId = document(
    'allergen',
    'allergen_awareness_certificate',
    `Allergen awareness certificate: ${ownerName}`,
  );
  owner.updatedAt = at;
  d.businesses.push({
    id: spec.id,
    ...spec.business,
    councilRegistrationDocumentId: councilId,
    foodHygieneCertificateId: hygieneId,
    bannerMediaId: bannerId,
    createdAt,
    updatedAt: addMs(createdAt, 3 * DAY_MS),
  });
  for (const c of spec.cuisines) d.businessCuisines.push({ businessId: spec.id, cuisineId: cuisineId(c) });
  for (const x of spec.dietary)
    d.businessDietaryOfferings.push({ businessId: spec.id, dietaryOfferingId: dietaryId(x) });
  return {
    spec,
    meals: [],
    feeByTown: new Map(),
    postcodeByTown: new Map(),
    customers: [],
    staffIds: spec.staff.map((u) => u.id),
  };
}

export function addOpeningHours({ d }: SeedContext, spec: KitchenSpec): void {
  spec.hours.forEach(([open, close, isActive], weekday) => {
    d.openingHours.push({
      id: seedId('hours', `${spec.id}:${weekday}`),
      businessId: spec.id,
      weekday,
      open,
      close,
      isActive,
    });
  });
}

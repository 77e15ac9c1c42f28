// The two seeded kitchens: the demo business (three team members, a full history) and a small second business that
// every cross-business test reads as "someone else's".
import type { Address, Business, Customer, Meal, MealOption, User } from '../generated/prisma/client.ts';
import { DEMO_BUSINESS_ID, DEMO_HANDLE, OTHER_BUSINESS_ID, OTHER_HANDLE } from './fixtures.ts';
import { DEMO_MEALS, type MealSpec, OTHER_MEALS } from './meal-specs.ts';
import { cuisineId, dietaryId } from './reference.ts';
import { addDocument, addMedia, type SeedContext } from './rows.ts';
import type { SeedUsers } from './users.ts';
import { addMs, DAY_MS, seedId, solidPng } from './util.ts';
import { DEMO_ZONES, OTHER_ZONES, type ZoneSpec } from './zones.ts';

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

export function kitchenSpecs(users: SeedUsers): [KitchenSpec, KitchenSpec] {
  return [
    {
      id: DEMO_BUSINESS_ID,
      key: 'demo',
      owner: users.demo,
      staff: [users.demo, users.manager, users.merchandizer],
      business: {
        businessName: "Mama Ada's Kitchen",
        registeredBusinessName: "Mama Ada's Kitchen Ltd",
        businessRegistrationNumber: '14839201',
        businessPhone: '+442079460123',
        postcode: 'SE15 4QN',
        businessAddress: '27 Rye Lane, Peckham, London',
        registeredBusiness: true,
        foodHygieneCertificateCompleted: true,
        customCuisines: ['Yoruba home cooking'],
        preferencesSaved: true,
        kitchenName: "Mama Ada's Kitchen",
        handleName: DEMO_HANDLE,
        kitchenDescription:
          'Home-cooked Nigerian classics from a Peckham kitchen: smoky jollof, rich soups and suya, made fresh to ' +
          'order by Ada and her team.',
        address: '27 Rye Lane, Peckham, London SE15 4QN',
        orderCutOffTime: '18:00',
        minimumPayoutPence: 5000,
        payoutSchedule: 'weekly',
        stripeAccountId: null,
        stripeAccountOnboardingDone: false,
      },
      bannerColour: '#c0392b',
      cuisines: ['Nigerian', 'Ghanaian'],
      dietary: ['Halal', 'Dairy-free', 'Vegan'],
      meals: DEMO_MEALS,
      zones: DEMO_ZONES,
      customers: 30,
      hours: [
        ['', '', false],
        ['10:00', '20:00', true],
        ['10:00', '20:00', true],
        ['10:00', '20:00', true],
        ['10:00', '20:00', true],
        ['10:00', '21:00', true],
        ['11:00', '18:00', true],
      ],
    },
    {
      id: OTHER_BUSINESS_ID,
      key: 'other',
      owner: users.other,
      staff: [users.other],
      business: {
        businessName: "Nonna Rosa's Kitchen",
        registeredBusinessName: null,
        businessRegistrationNumber: null,
        businessPhone: '+441614960456',
        postcode: 'M20 2RN',
        businessAddress: '5 School Lane, Didsbury, Manchester',
        registeredBusiness: false,
        foodHygieneCertificateCompleted: true,
        customCuisines: [],
        preferencesSaved: true,
        kitchenName: "Nonna Rosa's Kitchen",
        handleName: OTHER_HANDLE,
        kitchenDescription: 'Italian family recipes from a Didsbury home kitchen.',
        address: '5 School Lane, Didsbury, Manchester M20 2RN',
        orderCutOffTime: '16:00',
        minimumPayoutPence: 2500,
        payoutSchedule: 'weekly',
        stripeAccountId: null,
        stripeAccountOnboardingDone: false,
      },
      bannerColour: '#27ae60',
      cuisines: ['Italian'],
      dietary: ['Vegetarian'],
      meals: OTHER_MEALS,
      zones: OTHER_ZONES,
      customers: 4,
      hours: [
        ['', '', false],
        ['', '', false],
        ['12:00', '21:00', true],
        ['12:00', '21:00', true],
        ['12:00', '21:00', true],
        ['12:00', '21:00', true],
        ['12:00', '21:00', true],
      ],
    },
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

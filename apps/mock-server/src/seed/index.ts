// Deterministic seed. `seed(prisma, { now })` fills an EMPTY database: the same `now` always gives the same rows
// (ids are name-derived UUIDs, randomness comes from a fixed-seed PRNG, dates are relative to `now` and to the start
// of its month, in UTC). Historical data covers the 11 months before the current one; "live" data (open orders,
// the pending invite, the next payout) is relative to `now` itself.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  Address,
  AuditEvent,
  Business,
  CustomAvailability,
  Customer,
  DeliveryZone,
  Invite,
  Meal,
  MealOption,
  Media,
  Membership,
  NotificationPreference,
  OpeningHours,
  Order,
  OrderItem,
  OrderStatusEvent,
  Prisma,
  PrismaClient,
  Role,
  Transaction,
  User,
  VendorApplication,
  WaitlistEntry,
} from '../generated/prisma/client.ts';
import { hashPassword } from '../lib/password.ts';
import {
  CANCELLATION_REASONS,
  DEMO_MEALS,
  DEMO_ZONES,
  FIRST_NAMES,
  LAST_NAMES,
  OTHER_MEALS,
  OTHER_ZONES,
  STREETS,
  type MealSpec,
  type ZoneSpec,
} from './data.ts';
import {
  DEMO_BUSINESS_ID,
  DEMO_EMAIL,
  DEMO_HANDLE,
  DEMO_INVITE_ID,
  DEMO_INVITE_TOKEN_HASH,
  DEMO_USER_ID,
  INVITED_EMAIL,
  MANAGER_EMAIL,
  MANAGER_USER_ID,
  MERCHANDIZER_EMAIL,
  MERCHANDIZER_USER_ID,
  OTHER_BUSINESS_ID,
  OTHER_EMAIL,
  OTHER_HANDLE,
  OTHER_USER_ID,
  PLATFORM_FEE_RATE,
  SEED_PASSWORD,
  WITHDRAWAL_FEE_PENCE,
  roleId,
} from './constants.ts';
import { BUILT_IN_ROLES } from './permissions.ts';
import { loadPlaces, type PlaceRows, type TownRow } from './places.ts';
import {
  ALLERGENS,
  CUISINES,
  DIETARY_OFFERINGS,
  INGREDIENTS,
  MEAL_CATEGORIES,
  allergenId,
  categoryId,
  cuisineId,
  dietaryId,
  ingredientId,
} from './reference.ts';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  Rng,
  addMonthsUtc,
  addMs,
  nextWednesdayAfter,
  seedId,
  simplePdf,
  solidPng,
  startOfDayUtc,
  startOfMonthUtc,
} from './util.ts';

export * from './constants.ts';
export { PERMISSIONS, BUILT_IN_ROLES, PERMISSION_KEYS, isPermissionKey, type PermissionKey } from './permissions.ts';

export interface SeedOptions {
  /** The moment the seed treats as "now" (default: the current time). */
  now?: Date;
  /** When given, a small real file is written for every seeded media row: `<uploadsDir>/<storageKey>`. */
  uploadsDir?: string;
  /** Override the places file (default prisma/data/uk-places.json). */
  placesPath?: string;
}

export const PRNG_SEED = 20260101;

type Db = Prisma.TransactionClient;

interface SeedFile {
  storageKey: string;
  bytes: Buffer;
}

/** Every row the seed inserts, by table, in insertion order. */
export interface SeedData {
  regions: PlaceRows['regions'];
  areas: PlaceRows['areas'];
  towns: PlaceRows['towns'];
  cuisines: typeof CUISINES;
  dietaryOfferings: typeof DIETARY_OFFERINGS;
  mealCategories: typeof MEAL_CATEGORIES;
  ingredients: typeof INGREDIENTS;
  allergens: typeof ALLERGENS;
  businesses: Business[];
  users: User[];
  media: Media[];
  roles: Role[];
  rolePermissions: { roleId: string; permission: string }[];
  memberships: Membership[];
  invites: Invite[];
  businessCuisines: { businessId: string; cuisineId: string }[];
  businessDietaryOfferings: { businessId: string; dietaryOfferingId: string }[];
  meals: Meal[];
  mealOptions: MealOption[];
  mealMedia: { mealId: string; mediaId: string; position: number }[];
  mealIngredients: { mealId: string; ingredientId: string }[];
  mealAllergens: { mealId: string; allergenId: string }[];
  mealDietaryOfferings: { mealId: string; dietaryOfferingId: string }[];
  customAvailability: CustomAvailability[];
  deliveryZones: DeliveryZone[];
  deliveryZoneTowns: { zoneId: string; townId: string; businessId: string }[];
  openingHours: OpeningHours[];
  customers: Customer[];
  addresses: Address[];
  orders: Order[];
  orderItems: OrderItem[];
  orderStatusEvents: OrderStatusEvent[];
  transactions: Transaction[];
  notificationPreferences: NotificationPreference[];
  waitlistEntries: WaitlistEntry[];
  vendorApplications: VendorApplication[];
  auditEvents: AuditEvent[];
  /** Files for the media rows (written only when uploadsDir is given). */
  files: SeedFile[];
}

const ORDER_PATH = ['pending', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;
type OrderStatus = (typeof ORDER_PATH)[number] | 'cancelled';

const dateOnly = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const deterministicSalt = (email: string) => createHash('sha256').update(`seed-salt:${email}`).digest().subarray(0, 16);

/** Builds every row without touching the database. Pure apart from password hashing (deterministic salt). */
export async function buildSeedData(options: SeedOptions = {}): Promise<SeedData> {
  const now = options.now ?? new Date();
  const monthStart = startOfMonthUtc(now);
  const rng = new Rng(PRNG_SEED);
  const places = loadPlaces(options.placesPath);
  const passwordHash = (email: string) => hashPassword(SEED_PASSWORD, deterministicSalt(email));
  const [demoHash, managerHash, otherHash] = await Promise.all([
    passwordHash(DEMO_EMAIL),
    passwordHash(MANAGER_EMAIL),
    passwordHash(OTHER_EMAIL),
  ]);

  const d: SeedData = {
    regions: places.regions,
    areas: places.areas,
    towns: places.towns,
    cuisines: CUISINES,
    dietaryOfferings: DIETARY_OFFERINGS,
    mealCategories: MEAL_CATEGORIES,
    ingredients: INGREDIENTS,
    allergens: ALLERGENS,
    businesses: [],
    users: [],
    media: [],
    roles: [],
    rolePermissions: [],
    memberships: [],
    invites: [],
    businessCuisines: [],
    businessDietaryOfferings: [],
    meals: [],
    mealOptions: [],
    mealMedia: [],
    mealIngredients: [],
    mealAllergens: [],
    mealDietaryOfferings: [],
    customAvailability: [],
    deliveryZones: [],
    deliveryZoneTowns: [],
    openingHours: [],
    customers: [],
    addresses: [],
    orders: [],
    orderItems: [],
    orderStatusEvents: [],
    transactions: [],
    notificationPreferences: [],
    waitlistEntries: [],
    vendorApplications: [],
    auditEvents: [],
    files: [],
  };

  // --- helpers ---------------------------------------------------------------------------------
  const addMedia = (m: {
    key: string;
    businessId: string | null;
    uploadedById: string | null;
    purpose: string;
    documentType?: string | null;
    contentType: 'image/png' | 'application/pdf';
    originalFilename: string;
    bytes: Buffer;
    createdAt: Date;
  }): string => {
    const id = seedId('media', m.key);
    const storageKey = `seed-${id}.${m.contentType === 'image/png' ? 'png' : 'pdf'}`;
    d.media.push({
      id,
      businessId: m.businessId,
      uploadedById: m.uploadedById,
      storageKey,
      url: `/api/v1/files/${storageKey}`,
      contentType: m.contentType,
      size: m.bytes.length,
      purpose: m.purpose,
      originalFilename: m.originalFilename,
      bucketName: 'local',
      documentType: m.documentType ?? null,
      createdAt: m.createdAt,
      updatedAt: m.createdAt,
      deletedAt: null,
    });
    d.files.push({ storageKey, bytes: m.bytes });
    return id;
  };
  const addDocument = (
    key: string,
    businessId: string,
    userId: string,
    documentType: string,
    title: string,
    at: Date,
  ) =>
    addMedia({
      key,
      businessId,
      uploadedById: userId,
      purpose: 'document',
      documentType,
      contentType: 'application/pdf',
      originalFilename: `${documentType.replace(/_/g, '-')}.pdf`,
      bytes: simplePdf(title),
      createdAt: at,
    });
  const townAt = (area: string, town: string): TownRow => {
    const t = places.townByAreaAndName.get(`${area}/${town}`);
    if (!t) throw new Error(`seed: town "${town}" not found in area "${area}"`);
    return t;
  };
  const audit = (
    businessId: string,
    userId: string | null,
    at: Date,
    eventType: string,
    itemType: string,
    itemId: string | null,
    itemAffected: string,
    description: string,
  ) => {
    d.auditEvents.push({
      id: seedId('audit', `${businessId}:${d.auditEvents.length}`),
      businessId,
      userId,
      eventType,
      itemType,
      itemId,
      itemAffected,
      description,
      createdAt: at,
    });
  };

  // --- users ---------------------------------------------------------------------------------------
  const signUp = addMonthsUtc(monthStart, -13);
  const user = (
    id: string,
    email: string,
    firstName: string,
    lastName: string,
    phone: string,
    dob: string,
    hash: string | null,
    createdAt: Date,
  ): User => ({
    id,
    email,
    firstName,
    lastName,
    phone,
    dob: dateOnly(dob),
    passwordHash: hash,
    googleSubject: null,
    proofOfIdentificationId: null,
    allergenAwarenessCertificateId: null,
    avatarMediaId: null,
    lastLoginAt: null,
    createdAt,
    updatedAt: createdAt,
  });
  const demoUser = user(DEMO_USER_ID, DEMO_EMAIL, 'Ada', 'Okafor', '+447700900123', '1986-04-12', demoHash, signUp);
  const managerUser = user(
    MANAGER_USER_ID,
    MANAGER_EMAIL,
    'Tunde',
    'Bakare',
    '+447700900245',
    '1991-09-03',
    managerHash,
    addMonthsUtc(monthStart, -10),
  );
  const merchUser = user(
    MERCHANDIZER_USER_ID,
    MERCHANDIZER_EMAIL,
    'Chioma',
    'Eze',
    '+447700900367',
    '1997-01-21',
    null,
    addMonthsUtc(monthStart, -6),
  );
  const otherUser = user(
    OTHER_USER_ID,
    OTHER_EMAIL,
    'Rosa',
    'Bianchi',
    '+447700900489',
    '1979-11-30',
    otherHash,
    addMonthsUtc(monthStart, -12),
  );
  d.users.push(demoUser, managerUser, merchUser, otherUser);

  // --- businesses ------------------------------------------------------------------------------------
  interface BizSpec {
    id: string;
    key: string;
    owner: User;
    staff: User[];
    business: Omit<
      Business,
      'id' | 'createdAt' | 'updatedAt' | 'councilRegistrationDocumentId' | 'foodHygieneCertificateId' | 'bannerMediaId'
    >;
    bannerColour: string;
    cuisines: string[];
    dietary: string[];
    meals: MealSpec[];
    zones: ZoneSpec[];
    customers: number;
    hours: [string, string, boolean][]; // index = weekday, 0 = Sunday
  }
  const bizSpecs: BizSpec[] = [
    {
      id: DEMO_BUSINESS_ID,
      key: 'demo',
      owner: demoUser,
      staff: [demoUser, managerUser, merchUser],
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
          'Home-cooked Nigerian classics from a Peckham kitchen: smoky jollof, rich soups and suya, made fresh to order by Ada and her team.',
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
      owner: otherUser,
      staff: [otherUser],
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

  interface BizState {
    spec: BizSpec;
    meals: { spec: MealSpec; row: Meal; options: MealOption[] }[];
    feeByTown: Map<string, number>;
    customers: { row: Customer; address: Address }[];
    staffIds: string[];
  }
  const states: BizState[] = [];

  for (const spec of bizSpecs) {
    const createdAt = spec.owner.createdAt;
    const docsAt = addMs(createdAt, 2 * DAY_MS);
    const bannerId = addMedia({
      key: `${spec.key}:banner`,
      businessId: spec.id,
      uploadedById: spec.owner.id,
      purpose: 'banner',
      contentType: 'image/png',
      originalFilename: 'kitchen-banner.png',
      bytes: solidPng(1200, 300, spec.bannerColour),
      createdAt: docsAt,
    });
    const councilId = addDocument(
      `${spec.key}:council`,
      spec.id,
      spec.owner.id,
      'council_registration',
      `Food business registration: ${spec.business.businessName}`,
      docsAt,
    );
    const hygieneId = addDocument(
      `${spec.key}:hygiene`,
      spec.id,
      spec.owner.id,
      'food_hygiene_certificate',
      `Level 2 Food Hygiene Certificate: ${spec.owner.firstName} ${spec.owner.lastName}`,
      docsAt,
    );
    spec.owner.proofOfIdentificationId = addDocument(
      `${spec.key}:identity`,
      spec.id,
      spec.owner.id,
      'proof_of_identity',
      `Proof of identity: ${spec.owner.firstName} ${spec.owner.lastName}`,
      docsAt,
    );
    spec.owner.allergenAwarenessCertificateId = addDocument(
      `${spec.key}:allergen`,
      spec.id,
      spec.owner.id,
      'allergen_awareness_certificate',
      `Allergen awareness certificate: ${spec.owner.firstName} ${spec.owner.lastName}`,
      docsAt,
    );
    spec.owner.updatedAt = docsAt;
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

    // roles
    for (const r of BUILT_IN_ROLES) {
      const id = roleId(spec.id, r.slug);
      d.roles.push({
        id,
        businessId: spec.id,
        name: r.name,
        slug: r.slug,
        description: r.description,
        status: 'active',
        builtIn: true,
        createdAt,
        updatedAt: createdAt,
      });
      for (const p of r.permissions) d.rolePermissions.push({ roleId: id, permission: p });
    }
    // memberships: owner is Administrator, the demo's team members as per the brief
    const roleOf = (u: User) =>
      u.id === MANAGER_USER_ID ? 'business-manager' : u.id === MERCHANDIZER_USER_ID ? 'merchandizer' : 'administrator';
    for (const u of spec.staff) {
      d.memberships.push({
        id: seedId('membership', u.id),
        userId: u.id,
        businessId: spec.id,
        roleId: roleId(spec.id, roleOf(u)),
        status: 'active',
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      });
    }

    // opening hours
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

    // delivery zones
    const feeByTown = new Map<string, number>();
    const postcodeByTown = new Map<string, string>();
    spec.zones.forEach((z, zi) => {
      const zoneId = seedId('zone', `${spec.id}:${z.key}`);
      const at = addMs(createdAt, (4 + zi) * DAY_MS);
      d.deliveryZones.push({
        id: zoneId,
        businessId: spec.id,
        label: z.label,
        feePence: z.feePence,
        version: 1,
        createdAt: at,
        updatedAt: at,
      });
      for (const [area, town, district] of z.towns) {
        const t = townAt(area, town);
        d.deliveryZoneTowns.push({ zoneId, townId: t.id, businessId: spec.id });
        feeByTown.set(t.id, z.feePence);
        postcodeByTown.set(t.id, district);
      }
    });

    // meals
    const meals: BizState['meals'] = [];
    spec.meals.forEach((m, mi) => {
      const id = seedId('meal', `${spec.id}:${m.key}`);
      const mealCreated = addMs(addMonthsUtc(monthStart, -12), (5 + mi * 6) * DAY_MS + 10 * HOUR_MS);
      const mealUpdated =
        m.deleted || m.status === 'archived'
          ? addMonthsUtc(monthStart, m.deleted ? -2 : -3)
          : addMs(mealCreated, (2 + mi) * DAY_MS);
      const closed = new Set(m.closedDays ?? []);
      const row: Meal = {
        id,
        businessId: spec.id,
        name: m.name,
        description: m.description,
        status: m.status,
        servingType: 'Container',
        dailyStock: m.dailyStock,
        spiceLevel: m.spiceLevel,
        rating: m.rating[0],
        ratingCount: m.rating[1],
        tags: m.tags,
        categoryId: categoryId(m.category),
        additives: m.additives,
        customIngredients: m.customIngredients ?? [],
        confirmNoAllergen: m.allergens.length === 0,
        sun: !closed.has(0),
        mon: !closed.has(1),
        tue: !closed.has(2),
        wed: !closed.has(3),
        thu: !closed.has(4),
        fri: !closed.has(5),
        sat: !closed.has(6),
        deletedAt: m.deleted ? mealUpdated : null,
        version: mealUpdated.getTime() === mealCreated.getTime() ? 1 : 2,
        createdAt: mealCreated,
        updatedAt: mealUpdated,
      };
      d.meals.push(row);
      const options = m.options.map(([size, pricePence, servings], position): MealOption => ({
        id: seedId('option', `${id}:${position}`),
        mealId: id,
        size,
        pricePence,
        servings,
        position,
      }));
      d.mealOptions.push(...options);
      m.colours.forEach((colour, position) => {
        const mediaId = addMedia({
          key: `${id}:image:${position}`,
          businessId: spec.id,
          uploadedById: spec.owner.id,
          purpose: 'meal_image',
          contentType: 'image/png',
          originalFilename: `${m.key}-${position + 1}.png`,
          bytes: solidPng(480, 360, colour),
          createdAt: mealCreated,
        });
        d.mealMedia.push({ mealId: id, mediaId, position });
      });
      for (const x of m.ingredients) d.mealIngredients.push({ mealId: id, ingredientId: ingredientId(x) });
      for (const x of m.allergens) d.mealAllergens.push({ mealId: id, allergenId: allergenId(x) });
      for (const x of m.dietary) d.mealDietaryOfferings.push({ mealId: id, dietaryOfferingId: dietaryId(x) });
      meals.push({ spec: m, row, options });
    });

    // customers with one address each, in towns the business delivers to
    const zoneTowns = [...feeByTown.keys()].map((tid) => places.towns.find((t) => t.id === tid)!);
    const customers: BizState['customers'] = [];
    for (let i = 0; i < spec.customers; i++) {
      const offset = spec.key === 'demo' ? 0 : 17;
      const firstName = FIRST_NAMES[(i + offset) % FIRST_NAMES.length]!;
      const lastName = LAST_NAMES[(i * 7 + 3 + offset) % LAST_NAMES.length]!;
      const id = seedId('customer', `${spec.id}:${i}`);
      const phone = `+447700900${String(500 + ((i * 37 + offset * 11) % 500)).padStart(3, '0')}`; // Ofcom drama range
      const email = `${firstName}.${lastName}${i >= FIRST_NAMES.length ? i : ''}@example.com`.toLowerCase();
      const customerCreated = addMs(addMonthsUtc(monthStart, -12), i * 5 * DAY_MS);
      const row: Customer = { id, businessId: spec.id, firstName, lastName, phone, email, createdAt: customerCreated };
      const town = rng.pick(zoneTowns);
      const area = places.areaById.get(town.areaId)!;
      const region = places.regionById.get(area.regionId)!;
      const letters = 'ABDEFGHJLNPQRSTUWXYZ';
      const postcode = `${postcodeByTown.get(town.id)} ${rng.int(1, 9)}${rng.pick([...letters])}${rng.pick([...letters])}`;
      const jitter = () => (rng.float() - 0.5) * 0.008;
      const address: Address = {
        id: seedId('address', id),
        customerId: id,
        townId: town.id,
        addressLine: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
        county: region.name === 'London' ? 'Greater London' : area.name,
        town: town.name,
        country: 'United Kingdom',
        area: area.name,
        postcode,
        longitude: Math.round((town.lng + jitter()) * 1e5) / 1e5,
        latitude: Math.round((town.lat + jitter()) * 1e5) / 1e5,
        tag: rng.chance(0.8) ? 'home' : 'work',
        phone,
        fullName: `${firstName} ${lastName}`,
        createdAt: customerCreated,
      };
      d.customers.push(row);
      d.addresses.push(address);
      customers.push({ row, address });
    }
    states.push({ spec, meals, feeByTown, customers, staffIds: spec.staff.map((u) => u.id) });
  }

  // --- the demo's custom role and invites -----------------------------------------------------------
  {
    const at = addMonthsUtc(monthStart, -4);
    const id = roleId(DEMO_BUSINESS_ID, 'kitchen-assistant');
    d.roles.push({
      id,
      businessId: DEMO_BUSINESS_ID,
      name: 'Kitchen Assistant',
      slug: 'kitchen-assistant',
      description: 'Helps in the kitchen on busy days: sees the menu and the orders.',
      status: 'active',
      builtIn: false,
      createdAt: at,
      updatedAt: at,
    });
    for (const p of ['dashboard.view', 'meals.view', 'orders.view'])
      d.rolePermissions.push({ roleId: id, permission: p });
    d.invites.push({
      id: DEMO_INVITE_ID,
      businessId: DEMO_BUSINESS_ID,
      email: INVITED_EMAIL,
      roleId: roleId(DEMO_BUSINESS_ID, 'merchandizer'),
      tokenHash: DEMO_INVITE_TOKEN_HASH,
      status: 'pending',
      expiresAt: addMs(now, 7 * DAY_MS),
      invitedById: DEMO_USER_ID,
      acceptedAt: null,
      revokedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    const revokedAt = addMs(addMonthsUtc(monthStart, -2), 3 * DAY_MS);
    d.invites.push({
      id: seedId('invite', 'revoked'),
      businessId: DEMO_BUSINESS_ID,
      email: 'former.helper@example.com',
      roleId: id,
      tokenHash: createHash('sha256').update('seed-revoked-invite-token').digest('hex'),
      status: 'revoked',
      expiresAt: addMs(revokedAt, 5 * DAY_MS),
      invitedById: DEMO_USER_ID,
      acceptedAt: null,
      revokedAt,
      createdAt: addMs(revokedAt, -2 * DAY_MS),
      updatedAt: revokedAt,
    });
  }

  // custom availability: Egusi soup is off for a week next month (chef's holiday)
  {
    const egusi = states[0]!.meals.find((m) => m.spec.key === 'egusi-soup')!.row;
    const start = addMs(addMonthsUtc(monthStart, 1), 9 * DAY_MS);
    d.customAvailability.push({
      id: seedId('custom-availability', egusi.id),
      mealId: egusi.id,
      startDate: start,
      endDate: addMs(start, 6 * DAY_MS),
      available: false,
      status: 'active',
      createdAt: addMs(monthStart, -3 * DAY_MS),
      updatedAt: addMs(monthStart, -3 * DAY_MS),
    });
  }

  // --- orders ---------------------------------------------------------------------------------------
  interface PlannedOrder {
    state: BizState;
    createdAt: Date;
    status: OrderStatus;
  }
  const planned: PlannedOrder[] = [];
  {
    const [demo, other] = states as [BizState, BizState];
    // History: the 11 months before this one, growing month on month. Mostly delivered, some cancelled.
    const perMonth = [3, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7];
    perMonth.forEach((count, i) => {
      const month = addMonthsUtc(monthStart, i - perMonth.length);
      const daysInMonth = Math.round((addMonthsUtc(month, 1).getTime() - month.getTime()) / DAY_MS);
      for (let n = 0; n < count; n++) {
        const day = Math.floor(((n + rng.float()) * (daysInMonth - 3)) / count);
        const createdAt = addMs(month, day * DAY_MS + rng.int(8 * 60, 20 * 60) * MINUTE_MS);
        planned.push({ state: demo, createdAt, status: rng.chance(0.12) ? 'cancelled' : 'delivered' });
      }
    });
    // Live: relative to `now`, so there is always work in progress.
    const live: [OrderStatus, number][] = [
      ['delivered', 5],
      ['delivered', 3],
      ['delivered', 0],
      ['cancelled', 2],
      ['out_for_delivery', 0],
      ['out_for_delivery', 0],
      ['ready', 0],
      ['ready', 0],
      ['preparing', 0],
      ['preparing', 0],
      ['accepted', 0],
      ['accepted', 0],
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ];
    live.forEach(([status, daysAgo], i) => {
      const steps = status === 'cancelled' ? 2 : ORDER_PATH.indexOf(status);
      const createdAt = addMs(now, -(daysAgo * DAY_MS + (steps + 1) * 3 * HOUR_MS + (15 - i) * 7 * MINUTE_MS));
      planned.push({ state: demo, createdAt, status });
    });
    // The other business: a handful.
    planned.push({
      state: other,
      createdAt: addMs(addMonthsUtc(monthStart, -3), 12 * DAY_MS + 18 * HOUR_MS),
      status: 'delivered',
    });
    planned.push({
      state: other,
      createdAt: addMs(addMonthsUtc(monthStart, -2), 4 * DAY_MS + 19 * HOUR_MS),
      status: 'delivered',
    });
    planned.push({
      state: other,
      createdAt: addMs(addMonthsUtc(monthStart, -1), 8 * DAY_MS + 12 * HOUR_MS),
      status: 'cancelled',
    });
    planned.push({ state: other, createdAt: addMs(now, -4 * HOUR_MS), status: 'pending' });
  }
  planned.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.state.spec.key.localeCompare(b.state.spec.key),
  );

  const deliveredAtByOrder = new Map<string, Date>();
  const subtotalByOrder = new Map<string, number>();
  planned.forEach((p, index) => {
    const { state, createdAt, status } = p;
    const id = seedId('order', `${state.spec.id}:${index}`);
    const reference = `ORD-${100001 + index}`;
    const customer = rng.pick(state.customers);
    const isLive = createdAt.getTime() > now.getTime() - 8 * DAY_MS;
    const pool = state.meals.filter(({ row }) => {
      if (row.status === 'draft' || row.createdAt >= createdAt) return false;
      if (row.deletedAt && row.deletedAt <= createdAt) return false;
      if (row.status === 'archived' && row.updatedAt <= createdAt) return false;
      return !isLive || (row.status === 'published' && !row.deletedAt);
    });
    const deliveryDate = addMs(startOfDayUtc(createdAt), (rng.chance(0.7) ? 1 : 2) * DAY_MS);
    const chosen = rng.sample(pool, Math.min(pool.length, rng.int(1, 3)));
    // Events: placed, then one step at a time.
    let path: OrderStatus[];
    if (status === 'cancelled') {
      const from = rng.pick(['pending', 'accepted', 'preparing'] as const);
      path = [...ORDER_PATH.slice(0, ORDER_PATH.indexOf(from) + 1), 'cancelled'];
    } else {
      path = ORDER_PATH.slice(0, ORDER_PATH.indexOf(status) + 1);
    }
    let at = createdAt;
    let prev: OrderStatus | null = null;
    path.forEach((to, i) => {
      if (i > 0) at = addMs(at, rng.int(20, 170) * MINUTE_MS);
      d.orderStatusEvents.push({
        id: seedId('order-event', `${id}:${i}`),
        orderId: id,
        from: prev,
        to,
        at,
        byUserId: i === 0 ? null : rng.pick(state.staffIds),
        note: null,
      });
      prev = to;
    });
    const items: OrderItem[] = chosen.map(({ row, options }, i) => {
      const option = rng.pick(options);
      const quantity = rng.chance(0.6) ? 1 : rng.int(2, 3);
      return {
        id: seedId('order-item', `${id}:${i}`),
        orderId: id,
        mealId: row.id,
        mealName: row.name,
        mealOptionId: option.id,
        optionSize: option.size,
        pricePence: option.pricePence,
        servings: option.servings,
        quantity,
        deliveryDate,
        amountPence: option.pricePence * quantity,
        status,
      };
    });
    const subtotal = items.reduce((s, it) => s + it.amountPence, 0);
    const deliveryFeePence = state.feeByTown.get(customer.address.townId!) ?? 0;
    const platformFeePence = Math.round(subtotal * PLATFORM_FEE_RATE);
    const reason = status === 'cancelled' ? rng.pick(CANCELLATION_REASONS) : null;
    d.orders.push({
      id,
      businessId: state.spec.id,
      customerId: customer.row.id,
      addressId: customer.address.id,
      reference,
      status,
      amountPence: subtotal + deliveryFeePence + platformFeePence,
      deliveryFeePence,
      platformFeePence,
      cancellationReason: reason ? reason[0] : null,
      cancellationDetails: reason ? reason[1] : null,
      cancelledAt: status === 'cancelled' ? at : null,
      version: path.length,
      createdAt,
      updatedAt: at,
    });
    d.orderItems.push(...items);
    subtotalByOrder.set(id, subtotal + deliveryFeePence);
    if (status === 'delivered') deliveredAtByOrder.set(id, at);
    if (status === 'cancelled' && path.length > 2) {
      // Paid at acceptance, refunded on cancellation.
      d.transactions.push({
        id: seedId('transaction', `refund:${id}`),
        businessId: state.spec.id,
        reference: '',
        description: `Refund for order ${reference}`,
        type: 'refund',
        status: 'paid',
        amountPence: subtotal + deliveryFeePence + platformFeePence,
        paymentConfirmationDate: at,
        orderId: id,
        createdAt: at,
        updatedAt: at,
      });
    }
  });

  // --- sales and payouts ----------------------------------------------------------------------------
  for (const state of states) {
    const sales: Transaction[] = d.orders
      .filter((o) => o.businessId === state.spec.id && o.status === 'delivered')
      .map((o) => {
        const at = deliveredAtByOrder.get(o.id)!;
        return {
          id: seedId('transaction', `sale:${o.id}`),
          businessId: state.spec.id,
          reference: '',
          description: `Sale: order ${o.reference}`,
          type: 'sale',
          status: 'pending',
          amountPence: subtotalByOrder.get(o.id)!,
          paymentConfirmationDate: at,
          orderId: o.id,
          createdAt: at,
          updatedAt: at,
        };
      })
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    d.transactions.push(...sales);
    if (sales.length === 0) continue;

    // Weekly payouts every Wednesday once the balance reaches the minimum; a sale settles 2 days after delivery,
    // so the newest sales always make up the pending next payout.
    const minimum = d.businesses.find((b) => b.id === state.spec.id)!.minimumPayoutPence;
    const groups: { date: Date; sales: Transaction[] }[] = [];
    let pendingSales: Transaction[] = [];
    let cursor = 0;
    for (
      let wed = nextWednesdayAfter(sales[0]!.createdAt);
      wed.getTime() <= now.getTime();
      wed = addMs(wed, 7 * DAY_MS)
    ) {
      while (cursor < sales.length && sales[cursor]!.createdAt.getTime() < wed.getTime() - 2 * DAY_MS)
        pendingSales.push(sales[cursor++]!);
      const balance = pendingSales.reduce((s, t) => s + t.amountPence, 0);
      if (balance >= minimum) {
        groups.push({ date: wed, sales: pendingSales });
        pendingSales = [];
      }
    }
    while (cursor < sales.length) pendingSales.push(sales[cursor++]!);
    const pastStatus = (indexFromNewest: number) =>
      indexFromNewest === 0 ? 'processing' : indexFromNewest === 2 ? 'hold' : 'paid';
    const addPayout = (date: Date, group: Transaction[], status: string, key: string) => {
      const at = addMs(date, 6 * HOUR_MS);
      const total = group.reduce((s, t) => s + t.amountPence, 0);
      d.transactions.push({
        id: seedId('transaction', `payout:${state.spec.id}:${key}`),
        businessId: state.spec.id,
        reference: '',
        description: 'Weekly payout to bank account ending 4821',
        type: 'payout',
        status,
        amountPence: total - WITHDRAWAL_FEE_PENCE,
        paymentConfirmationDate: status === 'paid' ? addMs(at, DAY_MS) : null,
        orderId: null,
        createdAt: at,
        updatedAt: status === 'paid' ? addMs(at, DAY_MS) : at,
      });
      if (status !== 'cancelled') {
        d.transactions.push({
          id: seedId('transaction', `fee:${state.spec.id}:${key}`),
          businessId: state.spec.id,
          reference: '',
          description: 'Withdrawal fee',
          type: 'fee',
          status,
          amountPence: WITHDRAWAL_FEE_PENCE,
          paymentConfirmationDate: status === 'paid' ? addMs(at, DAY_MS) : null,
          orderId: null,
          createdAt: at,
          updatedAt: at,
        });
      }
      for (const s of group) {
        s.status = status === 'cancelled' ? s.status : status;
        s.updatedAt = at > s.updatedAt ? at : s.updatedAt;
      }
    };
    groups.forEach((g, i) => {
      const fromNewest = groups.length - 1 - i;
      if (fromNewest === 4) {
        // A payout that was cancelled (bank details rejected) and re-issued the next day.
        addPayout(g.date, g.sales, 'cancelled', `${i}:cancelled`);
        addPayout(addMs(g.date, DAY_MS), g.sales, 'paid', `${i}`);
      } else {
        addPayout(g.date, g.sales, pastStatus(fromNewest), `${i}`);
      }
    });
    if (pendingSales.length > 0) addPayout(nextWednesdayAfter(now), pendingSales, 'pending', 'next');
  }
  // Transaction references in date order.
  d.transactions.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  d.transactions.forEach((t, i) => {
    t.reference = `TRX-${200001 + i}`;
  });

  // --- notification preferences, public forms, audit --------------------------------------------------
  for (const u of d.users) {
    const quiet = u.id === DEMO_USER_ID;
    d.notificationPreferences.push({
      id: seedId('notification-preference', u.id),
      userId: u.id,
      emailNewOrders: true,
      emailAccountActivity: true,
      emailNews: !quiet,
      emailProductAnnouncements: true,
      emailBillingAndSubscriptions: true,
      smsNewOrders: true,
      smsAccountActivity: true,
      smsNews: !quiet,
      smsProductAnnouncements: !quiet,
      smsBillingAndSubscriptions: true,
      updatedAt: u.createdAt,
    });
  }
  d.waitlistEntries.push(
    { id: seedId('waitlist', 'sade'), email: 'sade.adeyemi@example.com', createdAt: addMs(monthStart, -20 * DAY_MS) },
    { id: seedId('waitlist', 'tom'), email: 'tom.hughes@example.com', createdAt: addMs(monthStart, -9 * DAY_MS) },
  );
  d.vendorApplications.push({
    id: seedId('vendor-application', 'kwame'),
    fullName: 'Kwame Mensah',
    email: 'kwame.mensah@example.com',
    instagram: 'https://instagram.com/kwamecooks',
    twitter: null,
    tiktok: 'https://www.tiktok.com/@kwamecooks',
    registeredWithCompaniesHouse: true,
    cookingExperience: 'High',
    mealPlan: 'Ghanaian jollof, waakye and kelewele, cooked fresh three evenings a week.',
    createdAt: addMs(monthStart, -15 * DAY_MS),
  });

  {
    const demo = states[0]!;
    const other = states[1]!;
    const meal = (key: string) => demo.meals.find((m) => m.spec.key === key)!.row;
    const zone = (label: string) =>
      d.deliveryZones.find((z) => z.businessId === DEMO_BUSINESS_ID && z.label === label)!;
    const demoOrders = d.orders.filter((o) => o.businessId === DEMO_BUSINESS_ID);
    const lastDelivered = demoOrders.filter((o) => o.status === 'delivered').slice(-3);
    const lastCancelled = demoOrders.filter((o) => o.status === 'cancelled').slice(-1);
    const ago = (days: number, hours = 0) => addMs(now, -(days * DAY_MS + hours * HOUR_MS));
    const A = DEMO_BUSINESS_ID;
    audit(
      A,
      DEMO_USER_ID,
      ago(40, 3),
      'created',
      'meal',
      meal('zobo').id,
      'Zobo Drink',
      'Created meal "Zobo Drink" as a draft.',
    );
    audit(
      A,
      MERCHANDIZER_USER_ID,
      ago(38, 5),
      'created',
      'meal',
      meal('meat-pie').id,
      'Nigerian Meat Pie',
      'Created meal "Nigerian Meat Pie" as a draft.',
    );
    audit(
      A,
      DEMO_USER_ID,
      ago(36, 2),
      'updated',
      'meal',
      meal('ofada-ayamase').id,
      'Ofada Rice and Ayamase',
      'Changed status from published to archived.',
    );
    audit(
      A,
      DEMO_USER_ID,
      ago(33, 6),
      'updated',
      'delivery_zone',
      zone('London 2').id,
      'London 2',
      'Changed the fee from £4.00 to £4.50.',
    );
    audit(
      A,
      DEMO_USER_ID,
      ago(30, 1),
      'created',
      'role',
      roleId(A, 'kitchen-assistant'),
      'Kitchen Assistant',
      'Created role "Kitchen Assistant" with 3 permissions.',
    );
    audit(
      A,
      DEMO_USER_ID,
      ago(28, 4),
      'revoked',
      'invite',
      seedId('invite', 'revoked'),
      'former.helper@example.com',
      'Revoked the invitation of former.helper@example.com.',
    );
    audit(
      A,
      MANAGER_USER_ID,
      ago(25, 2),
      'updated',
      'availability',
      A,
      'Kitchen availability',
      'Changed Friday closing time from 20:00 to 21:00.',
    );
    audit(
      A,
      DEMO_USER_ID,
      ago(22, 7),
      'updated',
      'payout_setup',
      A,
      'Payout setup',
      'Set the minimum payout to £50.00 and the schedule to weekly.',
    );
    audit(
      A,
      MANAGER_USER_ID,
      ago(20, 3),
      'updated',
      'meal',
      meal('jollof-rice').id,
      'Jollof Rice with Chicken',
      'Changed the price of "Family tray" from £30.00 to £32.00.',
    );
    audit(
      A,
      DEMO_USER_ID,
      ago(18, 5),
      'updated',
      'branding',
      A,
      "Mama Ada's Kitchen",
      'Updated the kitchen description and banner.',
    );
    audit(
      A,
      MERCHANDIZER_USER_ID,
      ago(15, 2),
      'updated',
      'meal',
      meal('goat-pepper-soup').id,
      'Goat Pepper Soup',
      'Made the meal available on Fridays to Sundays only.',
    );
    audit(
      A,
      MANAGER_USER_ID,
      ago(12, 6),
      'updated',
      'meal',
      meal('egusi-soup').id,
      'Egusi Soup',
      'Added a custom availability window (unavailable).',
    );
    audit(
      A,
      MERCHANDIZER_USER_ID,
      ago(10, 1),
      'deleted',
      'meal',
      meal('chin-chin').id,
      'Chin Chin',
      'Deleted meal "Chin Chin".',
    );
    audit(
      A,
      DEMO_USER_ID,
      ago(8, 4),
      'updated',
      'team_member',
      seedId('membership', MERCHANDIZER_USER_ID),
      'Chioma Eze',
      'Changed role from Kitchen Assistant to Merchandizer.',
    );
    audit(
      A,
      DEMO_USER_ID,
      ago(7, 2),
      'updated',
      'notification_preferences',
      DEMO_USER_ID,
      'Ada Okafor',
      'Turned off news by e-mail and SMS.',
    );
    lastDelivered.forEach((o) =>
      audit(
        A,
        MANAGER_USER_ID,
        addMs(o.updatedAt, 0),
        'status_changed',
        'order',
        o.id,
        o.reference,
        `Changed status from out_for_delivery to delivered.`,
      ),
    );
    lastCancelled.forEach((o) =>
      audit(
        A,
        DEMO_USER_ID,
        o.updatedAt,
        'status_changed',
        'order',
        o.id,
        o.reference,
        `Cancelled the order (${o.cancellationReason}): ${o.cancellationDetails}`,
      ),
    );
    audit(A, DEMO_USER_ID, ago(0, 20), 'updated', 'profile', DEMO_USER_ID, 'Ada Okafor', 'Updated the phone number.');
    audit(
      A,
      DEMO_USER_ID,
      now,
      'invited',
      'invite',
      DEMO_INVITE_ID,
      INVITED_EMAIL,
      `Invited ${INVITED_EMAIL} as Merchandizer.`,
    );

    const B = OTHER_BUSINESS_ID;
    const lasagne = other.meals.find((m) => m.spec.key === 'lasagne')!.row;
    audit(B, OTHER_USER_ID, ago(35), 'updated', 'meal', lasagne.id, lasagne.name, 'Changed the daily stock to 12.');
    audit(
      B,
      OTHER_USER_ID,
      ago(21),
      'updated',
      'delivery_zone',
      d.deliveryZones.find((z) => z.businessId === B)!.id,
      'North West 1',
      'Added Stretford.',
    );
    audit(
      B,
      OTHER_USER_ID,
      ago(2),
      'updated',
      'branding',
      B,
      "Nonna Rosa's Kitchen",
      'Updated the kitchen description.',
    );
    d.auditEvents.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  return d;
}

// --- database -------------------------------------------------------------------------------------------

async function createManyChunked<T>(create: (rows: T[]) => Promise<unknown>, rows: T[], size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await create(rows.slice(i, i + size));
}

async function insertSeedData(db: Db, d: SeedData): Promise<void> {
  await createManyChunked((data) => db.region.createMany({ data }), d.regions);
  await createManyChunked((data) => db.area.createMany({ data }), d.areas);
  await createManyChunked((data) => db.town.createMany({ data }), d.towns);
  await db.cuisine.createMany({ data: d.cuisines });
  await db.dietaryOffering.createMany({ data: d.dietaryOfferings });
  await db.mealCategory.createMany({ data: d.mealCategories });
  await db.ingredient.createMany({ data: d.ingredients });
  await db.allergen.createMany({ data: d.allergens });

  // Businesses and users point at media and media point back at them: insert without the media links, then link.
  await db.business.createMany({
    data: d.businesses.map((b) => ({
      ...b,
      councilRegistrationDocumentId: null,
      foodHygieneCertificateId: null,
      bannerMediaId: null,
    })),
  });
  await db.user.createMany({
    data: d.users.map((u) => ({ ...u, proofOfIdentificationId: null, allergenAwarenessCertificateId: null })),
  });
  await db.media.createMany({ data: d.media });
  for (const b of d.businesses) {
    await db.business.update({
      where: { id: b.id },
      data: {
        councilRegistrationDocumentId: b.councilRegistrationDocumentId,
        foodHygieneCertificateId: b.foodHygieneCertificateId,
        bannerMediaId: b.bannerMediaId,
        updatedAt: b.updatedAt,
      },
    });
  }
  for (const u of d.users) {
    if (!u.proofOfIdentificationId && !u.allergenAwarenessCertificateId) continue;
    await db.user.update({
      where: { id: u.id },
      data: {
        proofOfIdentificationId: u.proofOfIdentificationId,
        allergenAwarenessCertificateId: u.allergenAwarenessCertificateId,
        updatedAt: u.updatedAt,
      },
    });
  }

  await db.role.createMany({ data: d.roles });
  await db.rolePermission.createMany({ data: d.rolePermissions });
  await db.membership.createMany({ data: d.memberships });
  await db.invite.createMany({ data: d.invites });
  await db.businessCuisine.createMany({ data: d.businessCuisines });
  await db.businessDietaryOffering.createMany({ data: d.businessDietaryOfferings });

  await db.meal.createMany({ data: d.meals });
  await db.mealOption.createMany({ data: d.mealOptions });
  await db.mealMedia.createMany({ data: d.mealMedia });
  await db.mealIngredient.createMany({ data: d.mealIngredients });
  await db.mealAllergen.createMany({ data: d.mealAllergens });
  await db.mealDietaryOffering.createMany({ data: d.mealDietaryOfferings });
  await db.customAvailability.createMany({ data: d.customAvailability });

  await db.deliveryZone.createMany({ data: d.deliveryZones });
  await db.deliveryZoneTown.createMany({ data: d.deliveryZoneTowns });
  await db.openingHours.createMany({ data: d.openingHours });

  await db.customer.createMany({ data: d.customers });
  await db.address.createMany({ data: d.addresses });
  await db.order.createMany({ data: d.orders });
  await db.orderItem.createMany({ data: d.orderItems });
  await db.orderStatusEvent.createMany({ data: d.orderStatusEvents });
  await db.transaction.createMany({ data: d.transactions });

  await db.notificationPreference.createMany({ data: d.notificationPreferences });
  await db.waitlistEntry.createMany({ data: d.waitlistEntries });
  await db.vendorApplication.createMany({ data: d.vendorApplications });
  await db.auditEvent.createMany({ data: d.auditEvents });
}

/** Writes the seeded media files (tiny PNGs and PDFs) under `uploadsDir`. Safe to call again. */
export async function writeSeedFiles(uploadsDir: string, files: SeedFile[]): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await Promise.all(files.map((f) => writeFile(join(uploadsDir, f.storageKey), f.bytes)));
}

/** Fills an EMPTY database in one transaction (so a crash never leaves half a seed behind). */
export async function seed(prisma: PrismaClient, options: SeedOptions = {}): Promise<void> {
  const data = await buildSeedData(options);
  await prisma.$transaction((tx) => insertSeedData(tx, data), { maxWait: 30_000, timeout: 300_000 });
  if (options.uploadsDir) await writeSeedFiles(options.uploadsDir, data.files);
}

/** True once the seed (or anything else) has filled the place tree. */
export async function isSeeded(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.region.findFirst({ select: { id: true } })) !== null;
}

/** Seeds only when the database is empty; returns whether it seeded. */
export async function seedIfEmpty(prisma: PrismaClient, options: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(prisma)) return false;
  await seed(prisma, options);
  return true;
}

/** Names of the application's tables (everything in the current schema not starting with "_", e.g. not _prisma_migrations). */
export async function listTables(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND left(tablename, 1) <> '_' ORDER BY tablename`,
  );
  return rows.map((r) => r.tablename);
}

/** Deletes every row of every application table (migrations bookkeeping is kept). */
export async function resetDatabase(prisma: PrismaClient): Promise<void> {
  const tables = await listTables(prisma);
  if (tables.length === 0) return;
  await prisma.$executeRawUnsafe(
    `TRUNCATE TABLE ${tables.map((t) => `"${t.replace(/"/g, '""')}"`).join(', ')} CASCADE`,
  );
}

/** `pnpm seed`: wipe and seed again. */
export async function reseed(prisma: PrismaClient, options: SeedOptions = {}): Promise<void> {
  await resetDatabase(prisma);
  await seed(prisma, options);
}

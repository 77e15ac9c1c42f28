// Every row the seed inserts, by table, and the context each domain module adds its rows with.
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
  Role,
  Transaction,
  User,
  VendorApplication,
  WaitlistEntry,
} from '../generated/prisma/client.ts';
import type { PlaceRows, TownRow } from './places.ts';
import type { RefRow } from './reference.ts';
import { type Rng, seedId, simplePdf } from './util.ts';

export interface SeedFile {
  storageKey: string;
  bytes: Buffer;
}

/** The reference lists: what a production database starts with, and nothing that signs in. */
export type ReferenceData = Pick<
  SeedData,
  'regions' | 'areas' | 'towns' | 'cuisines' | 'dietaryOfferings' | 'mealCategories' | 'ingredients' | 'allergens'
>;

/** Every row the seed inserts, by table, in insertion order. */
export interface SeedData {
  regions: PlaceRows['regions'];
  areas: PlaceRows['areas'];
  towns: PlaceRows['towns'];
  cuisines: RefRow[];
  dietaryOfferings: RefRow[];
  mealCategories: RefRow[];
  ingredients: RefRow[];
  allergens: RefRow[];
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

/** What every domain module of the seed works with. */
export interface SeedContext {
  /** The moment the seed treats as "now". */
  now: Date;
  /** The start of now's month (UTC): history is laid out in whole months before it. */
  monthStart: Date;
  /** The one seeded random source; modules draw from it in a fixed order, so the same `now` gives the same rows. */
  rng: Rng;
  places: PlaceRows;
  d: SeedData;
}

/** The rows tables start with: places and reference lists are given, everything else is added by the modules. */
export function emptySeedData(
  places: PlaceRows,
  reference: Pick<SeedData, 'cuisines' | 'dietaryOfferings' | 'mealCategories' | 'ingredients' | 'allergens'>,
): SeedData {
  return {
    regions: places.regions,
    areas: places.areas,
    towns: places.towns,
    ...reference,
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
}

/** Adds a media row and the small real file behind it; returns the row's id. */
export function addMedia(
  { d }: SeedContext,
  m: {
    key: string;
    businessId: string | null;
    uploadedById: string | null;
    purpose: string;
    documentType?: string | null;
    contentType: 'image/png' | 'application/pdf';
    originalFilename: string;
    bytes: Buffer;
    createdAt: Date;
  },
): string {
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
}

/** Adds an onboarding document: a one-page PDF showing its title. */
export function addDocument(
  ctx: SeedContext,
  doc: { key: string; businessId: string; userId: string; documentType: string; title: string; at: Date },
): string {
  return addMedia(ctx, {
    key: doc.key,
    businessId: doc.businessId,
    uploadedById: doc.userId,
    purpose: 'document',
    documentType: doc.documentType,
    contentType: 'application/pdf',
    originalFilename: `${doc.documentType.replace(/_/g, '-')}.pdf`,
    bytes: simplePdf(doc.title),
    createdAt: doc.at,
  });
}

/** A town of the place tree by area and name; the seed's own content must name real towns. */
export function townAt({ places }: SeedContext, area: string, town: string): TownRow {
  const t = places.townByAreaAndName.get(`${area}/${town}`);
  if (!t) throw new Error(`seed: town "${town}" not found in area "${area}"`);
  return t;
}

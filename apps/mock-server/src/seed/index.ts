// Deterministic seed. `seed(prisma, { now })` fills an EMPTY database: the same `now` always gives the same rows
// (ids are name-derived UUIDs, randomness comes from one fixed-seed PRNG drawn in a fixed order, dates are relative
// to `now` and to the start of its month, in UTC). Historical data covers the 11 months before the current one;
// "live" data (open orders, the pending invite, the next payout) is relative to `now` itself.
//
// Two parts: the reference lists (places, cuisines, dietary offerings, categories, ingredients, allergens) every
// database needs, and the demo kitchens with their accounts, whose password is published in the README. A production
// start gets the first only (server.ts, env.ts's SEED_DEMO rule).
//
// Only the server's entry point (server.ts), scripts and tests import the seed; the server itself never does.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { addAuditEvents } from './audit.ts';
import { addCustomers } from './customers.ts';
import { insertReferenceData, insertSeedData } from './insert.ts';
import { addBusiness, addOpeningHours, type Kitchen, kitchenSpecs } from './kitchens.ts';
import { addCustomAvailability, addMeals } from './meals.ts';
import { addOrders } from './orders.ts';
import { loadPlaces } from './places.ts';
import { ALLERGENS, CUISINES, DIETARY_OFFERINGS, INGREDIENTS, MEAL_CATEGORIES } from './reference.ts';
import { emptySeedData, type ReferenceData, type SeedContext, type SeedData, type SeedFile } from './rows.ts';
import { addDemoRoleAndInvites, addRolesAndMembers } from './team.ts';
import { addSalesAndPayouts, numberTransactions } from './transactions.ts';
import { addNotificationPreferences, addUsers } from './users.ts';
import { Rng, startOfMonthUtc } from './util.ts';
import { addWaitlist } from './waitlist.ts';
import { addZones } from './zones.ts';

export * from './fixtures.ts';
export type { SeedData } from './rows.ts';

export interface SeedOptions {
  /** The moment the seed treats as "now" (default: the current time). */
  now?: Date;
  /** When given, a small real file is written for every seeded media row: `<uploadsDir>/<storageKey>`. */
  uploadsDir?: string;
  /** Override the places file (default prisma/data/uk-places.json). */
  placesPath?: string;
}

export const PRNG_SEED = 20260101;

const REFERENCE_LISTS = {
  cuisines: CUISINES,
  dietaryOfferings: DIETARY_OFFERINGS,
  mealCategories: MEAL_CATEGORIES,
  ingredients: INGREDIENTS,
  allergens: ALLERGENS,
};

/** Builds every row without touching the database. Pure apart from password hashing (deterministic salt). */
export async function buildSeedData(options: SeedOptions = {}): Promise<SeedData> {
  const now = options.now ?? new Date();
  const places = loadPlaces(options.placesPath);
  const ctx: SeedContext = {
    now,
    monthStart: startOfMonthUtc(now),
    rng: new Rng(PRNG_SEED),
    places,
    d: emptySeedData(places, REFERENCE_LISTS),
  };
  // The order of these calls is part of the seed: each module draws from the one PRNG in turn.
  const users = await addUsers(ctx);
  const kitchens = kitchenSpecs(users).map((spec): Kitchen => {
    const kitchen = addBusiness(ctx, spec);
    addRolesAndMembers(ctx, spec);
    addOpeningHours(ctx, spec);
    addZones(ctx, kitchen);
    addMeals(ctx, kitchen);
    addCustomers(ctx, kitchen);
    return kitchen;
  });
  const [demo, other] = kitchens as [Kitchen, Kitchen];
  addDemoRoleAndInvites(ctx);
  addCustomAvailability(ctx, demo);
  const orders = addOrders(ctx, demo, other);
  for (const kitchen of kitchens) addSalesAndPayouts(ctx, kitchen, orders);
  numberTransactions(ctx);
  addNotificationPreferences(ctx);
  addWaitlist(ctx);
  addAuditEvents(ctx, demo, other);
  return ctx.d;
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

/** Fills an EMPTY database with the reference lists only: no business, no account, nothing that signs in. */
export async function seedReference(prisma: PrismaClient, options: Pick<SeedOptions, 'placesPath'> = {}) {
  const { regions, areas, towns } = loadPlaces(options.placesPath);
  const data: ReferenceData = { regions, areas, towns, ...REFERENCE_LISTS };
  await prisma.$transaction((tx) => insertReferenceData(tx, data), { maxWait: 30_000, timeout: 300_000 });
}

/** True once the seed (or anything else) has filled the place tree. */
export async function isSeeded(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.region.findFirst({ select: { id: true } })) !== null;
}

/**
 * Seeds only when the database is empty (the first start); returns what it seeded. `demo` says whether the demo
 * kitchens and their accounts come too: the caller decides (server.ts from SEED_DEMO, never in production).
 */
export async function seedIfEmpty(
  prisma: PrismaClient,
  options: SeedOptions & { demo: boolean },
): Promise<'demo' | 'reference' | false> {
  if (await isSeeded(prisma)) return false;
  if (!options.demo) {
    await seedReference(prisma, options);
    return 'reference';
  }
  await seed(prisma, options);
  return 'demo';
}

/** Names of the application's tables: everything in the current schema except _prisma_migrations and the like. */
export async function listTables(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND left(tablename, 1) <> '_'
      ORDER BY tablename`,
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

// Writes the rows the seed modules built, in batches: one createMany per table (the places as one JSON insert each).
import type { Prisma } from '../generated/prisma/client.ts';
import type { ReferenceData, SeedData } from './rows.ts';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Inserts many rows of plain columns (text, numbers) in one statement with one parameter: the rows as a JSON array
 * that PostgreSQL expands into the table's row type. Thousands of places go in at once instead of through a
 * thousand-row createMany per chunk, which spends seconds building parameters.
 */
async function insertJsonRows(db: Prisma.TransactionClient, table: string, rows: object[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), value]))),
  );
  const columns = Object.keys(rows[0]!).map(snakeCase).join(', ');
  await db.$executeRawUnsafe(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(null::${table}, $1::json)`,
    json,
  );
}

/** The columns by which a business or a user points at media (documents, banner). */
const BUSINESS_MEDIA_LINKS = ['councilRegistrationDocumentId', 'foodHygieneCertificateId', 'bannerMediaId'] as const;
const USER_MEDIA_LINKS = ['proofOfIdentificationId', 'allergenAwarenessCertificateId'] as const;

/** The row with its media links empty, to insert before the media exist. */
const withoutLinks = <Row extends object>(row: Row, links: readonly (keyof Row)[]): Row => ({
  ...row,
  ...Object.fromEntries(links.map((link) => [link, null])),
});

/** Sets the media links of every row that has any, once the media exist; the row keeps its own updatedAt. */
async function linkMedia<Row extends { id: string; updatedAt: Date }, Link extends keyof Row>(
  rows: Row[],
  links: readonly Link[],
  update: (id: string, data: Pick<Row, Link> & { updatedAt: Date }) => Promise<unknown>,
): Promise<void> {
  for (const row of rows) {
    if (links.every((link) => !row[link])) continue;
    const linked = Object.fromEntries(links.map((link) => [link, row[link]])) as Pick<Row, Link>;
    await update(row.id, { ...linked, updatedAt: row.updatedAt });
  }
}

/** Inserts every row, table by table in batches, parents before children. */
export async function insertSeedData(db: Prisma.TransactionClient, d: SeedData): Promise<void> {
  await insertReferenceData(db, d);
  await insertDemoData(db, d);
}

/** The lists every database needs, production's included: places, cuisines, dietary offerings, categories... */
export async function insertReferenceData(db: Prisma.TransactionClient, d: ReferenceData): Promise<void> {
  await insertJsonRows(db, 'regions', d.regions);
  await insertJsonRows(db, 'areas', d.areas);
  await insertJsonRows(db, 'towns', d.towns);
  await db.cuisine.createMany({ data: d.cuisines });
  await db.dietaryOffering.createMany({ data: d.dietaryOfferings });
  await db.mealCategory.createMany({ data: d.mealCategories });
  await db.ingredient.createMany({ data: d.ingredients });
  await db.allergen.createMany({ data: d.allergens });
}

/** The demo kitchens, their accounts (with a published password) and a year of their history. */
async function insertDemoData(db: Prisma.TransactionClient, d: SeedData): Promise<void> {
  // Businesses and users point at media and media point back at them: insert without the media links, then link.
  await db.business.createMany({ data: d.businesses.map((b) => withoutLinks(b, BUSINESS_MEDIA_LINKS)) });
  await db.user.createMany({ data: d.users.map((u) => withoutLinks(u, USER_MEDIA_LINKS)) });
  await db.media.createMany({ data: d.media });
  await linkMedia(d.businesses, BUSINESS_MEDIA_LINKS, (id, data) => db.business.update({ where: { id }, data }));
  await linkMedia(d.users, USER_MEDIA_LINKS, (id, data) => db.user.update({ where: { id }, data }));

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
  // A year of seeded history is not news: no open dashboard should hear of it as new orders.
  await db.businessEvent.deleteMany();
  await db.transaction.createMany({ data: d.transactions });

  await db.notificationPreference.createMany({ data: d.notificationPreferences });
  await db.waitlistEntry.createMany({ data: d.waitlistEntries });
  await db.vendorApplication.createMany({ data: d.vendorApplications });
  await db.auditEvent.createMany({ data: d.auditEvents });
}

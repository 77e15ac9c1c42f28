// Writes the rows the seed modules built, in batches: one createMany per table (the places as one JSON insert each).
import type { Prisma } from '../generated/prisma/client.ts';
import type { SeedData } from './rows.ts';

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

/** Inserts every row, table by table in batches, parents before children. */
export async function insertSeedData(db: Prisma.TransactionClient, d: SeedData): Promise<void> {
  await insertJsonRows(db, 'regions', d.regions);
  await insertJsonRows(db, 'areas', d.areas);
  await insertJsonRows(db, 'towns', d.towns);
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

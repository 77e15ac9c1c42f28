import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { ADMINISTRATOR_SLUG } from '../../lib/administrator.ts';
import { type FieldError, unprocessable } from '../../lib/errors.ts';

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

/** The business's owner: its first Administrator, whose personal details onboarding asks for. */
export const ownerOf = (db: Db, businessId: string) =>
  db.membership.findFirst({
    where: { businessId, role: { slug: ADMINISTRATOR_SLUG } },
    orderBy: { createdAt: 'asc' },
    include: { user: true },
  });

/** Everything the onboarding view shows: the business, the caller's own details and documents, and the owner. */
export async function getOnboarding(db: Db, auth: { businessId: string; userId: string }) {
  const business = await db.business.findUniqueOrThrow({
    where: { id: auth.businessId },
    include: {
      cuisines: { include: { cuisine: true } },
      dietaryOfferings: { include: { dietaryOffering: true } },
      foodHygieneCertificate: true,
      councilRegistrationDocument: true,
    },
  });
  const user = await db.user.findUniqueOrThrow({
    where: { id: auth.userId },
    include: { proofOfIdentification: true, allergenAwarenessCertificate: true },
  });
  const owner = await ownerOf(db, auth.businessId);
  return { business, user, owner: owner?.user ?? null };
}

export type OnboardingRows = Awaited<ReturnType<typeof getOnboarding>>;

/** The business and its owner, as the onboarding steps judge them. */
export async function loadBusinessAndOwner(db: Db, businessId: string) {
  const business = await db.business.findUniqueOrThrow({ where: { id: businessId } });
  const owner = await ownerOf(db, businessId);
  return { business, owner: owner?.user ?? null };
}

/**
 * Checks that each given id is an upload of this business with purpose document (not deleted). Collects every
 * problem, so the answer names all the bad fields at once (422).
 */
export async function checkDocuments(
  db: Db,
  businessId: string,
  ids: Record<string, string | null | undefined>,
): Promise<void> {
  const wanted = Object.entries(ids).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (!wanted.length) return;
  const found = await db.media.findMany({
    where: { id: { in: wanted.map(([, id]) => id) }, businessId, purpose: 'document', deletedAt: null },
    select: { id: true },
  });
  const known = new Set(found.map((m) => m.id));
  const errors: FieldError[] = wanted
    .filter(([, id]) => !known.has(id))
    .map(([field]) => ({
      field,
      error: 'Must be the id of a document uploaded by this business (upload it with purpose document)',
    }));
  if (errors.length) throw unprocessable(`Unknown document: ${errors.map((e) => e.field).join(', ')}`, errors);
}

export const emailHolder = (tx: Tx, email: string) => tx.user.findUnique({ where: { email }, select: { id: true } });

export const updateUser = (tx: Tx, userId: string, data: Prisma.UserUncheckedUpdateInput) =>
  tx.user.update({ where: { id: userId }, data });

export const updateBusiness = (tx: Tx, businessId: string, data: Prisma.BusinessUncheckedUpdateInput) =>
  tx.business.update({ where: { id: businessId }, data });

/** Names a saved document after its slot (and the display name given), so lists show what each file is. */
export async function labelDocument(
  tx: Tx,
  businessId: string,
  mediaId: string,
  documentType: string,
  label: string | undefined,
): Promise<void> {
  await tx.media.updateMany({
    where: { id: mediaId, businessId },
    data: { documentType, ...(label ? { originalFilename: label } : {}) },
  });
}

/** Which of the given ids are cuisines and dietary offerings. */
export async function knownPreferences(db: Db, cuisineIds: string[], dietaryIds: string[]) {
  const [cuisines, dietary] = await Promise.all([
    db.cuisine.findMany({ where: { id: { in: cuisineIds } }, select: { id: true } }),
    db.dietaryOffering.findMany({ where: { id: { in: dietaryIds } }, select: { id: true } }),
  ]);
  const known = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
  return { cuisines: known(cuisines), dietary: known(dietary) };
}

/** Replaces the business's cuisines and dietary offerings and marks the preferences saved. */
export async function savePreferences(
  tx: Tx,
  businessId: string,
  input: { cuisineIds: string[]; dietaryIds: string[]; customCuisines: string[] | undefined },
): Promise<void> {
  await tx.businessCuisine.deleteMany({ where: { businessId } });
  await tx.businessDietaryOffering.deleteMany({ where: { businessId } });
  if (input.cuisineIds.length) {
    await tx.businessCuisine.createMany({ data: input.cuisineIds.map((cuisineId) => ({ businessId, cuisineId })) });
  }
  if (input.dietaryIds.length) {
    await tx.businessDietaryOffering.createMany({
      data: input.dietaryIds.map((dietaryOfferingId) => ({ businessId, dietaryOfferingId })),
    });
  }
  await tx.business.update({
    where: { id: businessId },
    data: { preferencesSaved: true, ...(input.customCuisines ? { customCuisines: input.customCuisines } : {}) },
  });
}

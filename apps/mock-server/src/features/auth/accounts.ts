import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { ADMINISTRATOR_SLUG, BUILT_IN_ROLES } from '../../seed/permissions.ts';
import { isComplete, onboardingSteps } from '../onboarding/status.ts';

type Tx = Prisma.TransactionClient;

/** Creates a business with its built-in roles and makes the user its Administrator. */
export async function createBusinessFor(tx: Tx, userId: string): Promise<string> {
  const business = await tx.business.create({ data: {} });
  let adminRoleId = '';
  for (const def of BUILT_IN_ROLES) {
    const role = await tx.role.create({
      data: {
        businessId: business.id,
        name: def.name,
        slug: def.slug,
        description: def.description,
        builtIn: true,
        permissions: { createMany: { data: def.permissions.map((permission) => ({ permission })) } },
      },
    });
    if (def.slug === ADMINISTRATOR_SLUG) adminRoleId = role.id;
  }
  await tx.membership.create({ data: { userId, businessId: business.id, roleId: adminRoleId } });
  return business.id;
}

/**
 * Sign-up and sign-in are one flow: the first successful sign-in of an unknown address creates the vendor
 * (a user, their business and its built-in roles). Creating on verification rather than on send means a mistyped
 * address never leaves an account behind.
 */
export async function findOrCreateVendor(
  prisma: PrismaClient,
  email: string,
  profile: { firstName?: string | undefined; lastName?: string | undefined; googleSubject?: string | undefined } = {},
): Promise<{ userId: string; created: boolean }> {
  const existing = await prisma.user.findUnique({ where: { email }, include: { membership: true } });
  if (existing?.membership) {
    if (profile.googleSubject && !existing.googleSubject) {
      await prisma.user.update({ where: { id: existing.id }, data: { googleSubject: profile.googleSubject } });
    }
    return { userId: existing.id, created: false };
  }
  return prisma.$transaction(async (tx) => {
    const user =
      existing ??
      (await tx.user.create({
        data: {
          email,
          firstName: profile.firstName ?? null,
          lastName: profile.lastName ?? null,
          googleSubject: profile.googleSubject ?? null,
        },
      }));
    await createBusinessFor(tx, user.id);
    await tx.notificationPreference.upsert({ where: { userId: user.id }, create: { userId: user.id }, update: {} });
    return { userId: user.id, created: true };
  });
}

export const userWithAccess = {
  membership: { include: { role: { include: { permissions: true } }, business: true } },
} satisfies Prisma.UserInclude;

export type UserWithAccess = Prisma.UserGetPayload<{ include: typeof userWithAccess }>;

/** Loads a signed-in user with their business membership; a user without one cannot act. */
/** A user with an active membership, as every signed-in request has. */
export type MemberUser = UserWithAccess & { membership: NonNullable<UserWithAccess['membership']> };

export async function loadUser(prisma: PrismaClient | Tx, userId: string): Promise<MemberUser> {
  const user = await prisma.user.findUnique({ where: { id: userId }, include: userWithAccess });
  if (!user?.membership || user.membership.status !== 'active')
    throw unauthorized('This account has no active business membership');
  return user as MemberUser;
}

/** completedOnboarding follows from the business's saved data and its owner's personal details. */
export async function completedOnboarding(prisma: PrismaClient | Tx, businessId: string): Promise<boolean> {
  const business = await prisma.business.findUniqueOrThrow({
    where: { id: businessId },
    include: {
      memberships: {
        where: { role: { slug: ADMINISTRATOR_SLUG } },
        orderBy: { createdAt: 'asc' },
        take: 1,
        include: { user: true },
      },
    },
  });
  return isComplete(onboardingSteps(business, business.memberships[0]?.user ?? null));
}

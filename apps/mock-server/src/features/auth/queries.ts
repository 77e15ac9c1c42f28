import type { FastifyInstance } from 'fastify';
import type { MemberUser } from '../../decorators.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { unauthorized } from '../../lib/errors.ts';

type Db = PrismaClient | Prisma.TransactionClient;

const memberInclude = {
  membership: { include: { role: { include: { permissions: true } }, business: true } },
} satisfies Prisma.UserInclude;

/** A signed-in user with an active business membership; anyone else cannot act (401). */
export async function loadMember(db: Db, userId: string): Promise<MemberUser> {
  const user = await db.user.findUnique({ where: { id: userId }, include: memberInclude });
  if (!user?.membership || user.membership.status !== 'active')
    throw unauthorized('This account has no active business membership');
  return { ...user, membership: user.membership };
}

/** vendorLogin: the user of an address, signed up or not. */
export const findUserByEmail = (db: Db, email: string) => db.user.findUnique({ where: { email } });

export const findUserById = (db: Db, id: string) => db.user.findUniqueOrThrow({ where: { id } });

/** setPassword: stores the new password's hash. */
export async function savePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { passwordHash } });
}

/** What authentication needs of a session: whose it is and whether it still runs. */
export const findSessionState = (db: Db, id: string) =>
  db.userSession.findUnique({
    where: { id },
    select: { id: true, userId: true, expiresAt: true, revokedAt: true, lastUsedAt: true },
  });

/** listSessions: a member's sessions not signed out and not past their 30 days. */
export const listRunningSessions = (db: Db, userId: string, now: Date) =>
  db.userSession.findMany({ where: { userId, revokedAt: null, expiresAt: { gt: now } } });

/** revokeSession: one running session of this member, or null. */
export const findRunningSession = (db: Db, userId: string, id: string, now: Date) =>
  db.userSession.findFirst({ where: { id, userId, revokedAt: null, expiresAt: { gt: now } }, select: { id: true } });

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.userSession.updateMany({ where: { id }, data: { lastUsedAt: at } });
}

export async function recordSignIn(db: Db, userId: string, at: Date): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { lastLoginAt: at } });
}

/**
 * Sign-up and sign-in are one flow: the first successful sign-in of an unknown address creates the vendor
 * (a user, their business and its built-in roles, the user as its Administrator). Creating on verification rather
 * than on send means a mistyped address never leaves an account behind.
 */
export async function findOrCreateVendor(
  app: FastifyInstance,
  email: string,
  profile: { firstName?: string | undefined; lastName?: string | undefined; googleSubject?: string | undefined } = {},
): Promise<{ userId: string; created: boolean }> {
  const existing = await app.prisma.user.findUnique({ where: { email }, include: { membership: true } });
  if (existing?.membership) {
    if (profile.googleSubject && !existing.googleSubject) {
      await app.prisma.user.update({ where: { id: existing.id }, data: { googleSubject: profile.googleSubject } });
    }
    return { userId: existing.id, created: false };
  }
  return app.prisma.$transaction(async (tx) => {
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
    const business = await tx.business.create({ data: {} });
    const roleId = await app.builtInRoles.createFor(tx, business.id);
    await tx.membership.create({ data: { userId: user.id, businessId: business.id, roleId, owner: true } });
    await tx.notificationPreference.upsert({ where: { userId: user.id }, create: { userId: user.id }, update: {} });
    return { userId: user.id, created: true };
  });
}

/** requestEmailChange: the new waiting change replaces any earlier one of the user. */
export async function startEmailChange(
  db: PrismaClient,
  data: {
    userId: string;
    newEmail: string;
    codeHash: string;
    currentCodeHash: string | null;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.$transaction([
    db.emailChange.updateMany({
      where: { userId: data.userId, consumedAt: null },
      data: { consumedAt: data.createdAt },
    }),
    db.emailChange.create({ data }),
  ]);
}

/** confirmEmailChange: the user's newest change not yet used or replaced. */
export const pendingEmailChange = (db: Db, userId: string) =>
  db.emailChange.findFirst({ where: { userId, consumedAt: null }, orderBy: { createdAt: 'desc' } });

/**
 * Claims one try of a waiting change in one conditional update; null once its tries are used up (or it was used).
 * Only a claimed try compares codes, so simultaneous guesses never compare more than `max`.
 */
export async function claimEmailChangeAttempt(db: Db, id: string, max: number): Promise<number | null> {
  const [row] = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE email_changes SET attempts = attempts + 1
    WHERE id = ${id} AND attempts < ${max} AND consumed_at IS NULL
    RETURNING attempts`;
  return row ? Number(row.attempts) : null;
}

/** Marks a change used; false when another confirmation used it at the same moment. */
export async function consumeEmailChange(db: Db, id: string, at: Date): Promise<boolean> {
  const claimed = await db.emailChange.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: at } });
  return claimed.count === 1;
}

/** confirmEmailChange: the new sign-in address. */
export async function saveEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { email } });
}

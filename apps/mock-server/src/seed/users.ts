// The seeded people: the demo kitchen's owner and two team members, the other kitchen's owner (written by hand in
// data/users.json).
import { createHash } from 'node:crypto';
import type { User } from '../generated/prisma/client.ts';
import { fromIsoDate } from '../lib/dates.ts';
import { hashPassword } from '../lib/password.ts';
import {
  DEMO_EMAIL,
  DEMO_USER_ID,
  MANAGER_EMAIL,
  MANAGER_USER_ID,
  MERCHANDIZER_EMAIL,
  MERCHANDIZER_USER_ID,
  OTHER_EMAIL,
  OTHER_USER_ID,
  SEED_PASSWORD,
} from './fixtures.ts';
import people from './data/users.json' with { type: 'json' };
import type { SeedContext } from './rows.ts';
import { addMonthsUtc, seedId, typedTable } from './util.ts';

export interface SeedUsers {
  demo: User;
  manager: User;
  merchandizer: User;
  other: User;
}

/** Seeded passwords are hashed with a salt derived from the address, so the same seed gives the same rows. */
const deterministicSalt = (email: string) => createHash('sha256').update(`seed-salt:${email}`).digest().subarray(0, 16);

/** A seeded person as written in data/users.json. */
interface PersonData {
  firstName: string;
  lastName: string;
  phone: string;
  dob: string;
  /** The account was created this many months before the start of the current month. */
  joinedMonthsBefore: number;
  /** Whether the person signs in with SEED_PASSWORD (the merchandizer has no password yet). */
  hasPassword: boolean;
}
const PEOPLE = typedTable<PersonData, keyof SeedUsers>(people);

/** Each seeded user's account, as the fixtures fix it. */
const ACCOUNTS: Record<keyof SeedUsers, { id: string; email: string }> = {
  demo: { id: DEMO_USER_ID, email: DEMO_EMAIL },
  manager: { id: MANAGER_USER_ID, email: MANAGER_EMAIL },
  merchandizer: { id: MERCHANDIZER_USER_ID, email: MERCHANDIZER_EMAIL },
  other: { id: OTHER_USER_ID, email: OTHER_EMAIL },
};

async function user(key: keyof SeedUsers, monthStart: Date): Promise<User> {
  const { joinedMonthsBefore, hasPassword, dob, ...person } = PEOPLE[key];
  const { id, email } = ACCOUNTS[key];
  const createdAt = addMonthsUtc(monthStart, -joinedMonthsBefore);
  return {
    id,
    email,
    ...person,
    dob: fromIsoDate(dob),
    passwordHash: hasPassword ? await hashPassword(SEED_PASSWORD, deterministicSalt(email)) : null,
    googleSubject: null,
    proofOfIdentificationId: null,
    allergenAwarenessCertificateId: null,
    avatarMediaId: null,
    lastLoginAt: null,
    createdAt,
    updatedAt: createdAt,
  };
}

export async function addUsers(ctx: SeedContext): Promise<SeedUsers> {
  const at = ctx.monthStart;
  const [demo, manager, merchandizer, other] = await Promise.all([
    user('demo', at),
    user('manager', at),
    user('merchandizer', at),
    user('other', at),
  ]);
  ctx.d.users.push(demo, manager, merchandizer, other);
  return { demo, manager, merchandizer, other };
}

/** Everyone gets every notification; the demo owner turned news and SMS announcements off. */
export function addNotificationPreferences({ d }: SeedContext): void {
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
}

// The seeded people: the demo kitchen's owner and two team members, the other kitchen's owner.
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
import type { SeedContext } from './rows.ts';
import { addMonthsUtc, seedId } from './util.ts';

export interface SeedUsers {
  demo: User;
  manager: User;
  merchandizer: User;
  other: User;
}

/** Seeded passwords are hashed with a salt derived from the address, so the same seed gives the same rows. */
const deterministicSalt = (email: string) => createHash('sha256').update(`seed-salt:${email}`).digest().subarray(0, 16);

function user(
  id: string,
  email: string,
  person: { firstName: string; lastName: string; phone: string; dob: string },
  passwordHash: string | null,
  createdAt: Date,
): User {
  return {
    id,
    email,
    ...person,
    dob: fromIsoDate(person.dob),
    passwordHash,
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
  const { monthStart } = ctx;
  const passwordHash = (email: string) => hashPassword(SEED_PASSWORD, deterministicSalt(email));
  const [demoHash, managerHash, otherHash] = await Promise.all([
    passwordHash(DEMO_EMAIL),
    passwordHash(MANAGER_EMAIL),
    passwordHash(OTHER_EMAIL),
  ]);
  const users: SeedUsers = {
    demo: user(
      DEMO_USER_ID,
      DEMO_EMAIL,
      { firstName: 'Ada', lastName: 'Okafor', phone: '+447700900123', dob: '1986-04-12' },
      demoHash,
      addMonthsUtc(monthStart, -13),
    ),
    manager: user(
      MANAGER_USER_ID,
      MANAGER_EMAIL,
      { firstName: 'Tunde', lastName: 'Bakare', phone: '+447700900245', dob: '1991-09-03' },
      managerHash,
      addMonthsUtc(monthStart, -10),
    ),
    merchandizer: user(
      MERCHANDIZER_USER_ID,
      MERCHANDIZER_EMAIL,
      { firstName: 'Chioma', lastName: 'Eze', phone: '+447700900367', dob: '1997-01-21' },
      null,
      addMonthsUtc(monthStart, -6),
    ),
    other: user(
      OTHER_USER_ID,
      OTHER_EMAIL,
      { firstName: 'Rosa', lastName: 'Bianchi', phone: '+447700900489', dob: '1979-11-30' },
      otherHash,
      addMonthsUtc(monthStart, -12),
    ),
  };
  ctx.d.users.push(users.demo, users.manager, users.merchandizer, users.other);
  return users;
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

import { expect } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, MANAGER_EMAIL, MERCHANDIZER_EMAIL, OTHER_EMAIL } from '../seed/fixtures.ts';
import type { TestApp } from './harness.ts';

/** Where the vendor operations live. */
export const VENDOR_API = '/api/v1/vendor';

/**
 * Bearer header values for the seeded people, signed in afresh at every call: the team's tests change roles, statuses
 * and sessions, so no token is kept between them.
 */
export function seededSignIns(t: TestApp) {
  return {
    /** The demo kitchen's Administrator (its owner). */
    admin: () => t.tokenFor(DEMO_EMAIL),
    /** The demo kitchen's Business Manager. */
    manager: () => t.tokenFor(MANAGER_EMAIL),
    /** The demo kitchen's Merchandizer. */
    merch: () => t.tokenFor(MERCHANDIZER_EMAIL),
    /** The other kitchen's Administrator. */
    other: () => t.tokenFor(OTHER_EMAIL),
  };
}

let n = 0;
export const freshEmail = (prefix = 'member') => `${prefix}${++n}-${Date.now()}@kitchen.test`;

/** The token of the newest invitation e-mailed to an address (read from the outbox link). */
export async function inviteTokenFromOutbox(t: TestApp, email: string): Promise<{ token: string; link: string }> {
  const mail = await t.db.prisma.outboxEmail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: 'desc' } });
  const link = mail.text.match(/(\S+\/invites\?token=([A-Za-z0-9_-]+))/);
  if (!link?.[1] || !link[2]) throw new Error(`No invitation link in the e-mail to ${email}`);
  return { link: link[1], token: link[2] };
}

/** Invites an address with a role through the API and returns the token from the e-mail. */
export async function invite(t: TestApp, adminAuth: string, roleId: string, email = freshEmail()) {
  const res = await t.api.post('/api/v1/vendor/invites').set('authorization', adminAuth).send({ email, roleId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, inviteId: res.body.data.id as string, ...(await inviteTokenFromOutbox(t, email)) };
}

/** Accepts an invitation: `body` holds its token and the new member's names (and password, when chosen). */
export const acceptInvite = (t: TestApp, body: Record<string, unknown>) =>
  t.api.post('/api/v1/invites/accept').send(body);

/** Invites and accepts: a new member holding the role, signed in. */
export async function addMember(t: TestApp, adminAuth: string, roleId: string, email = freshEmail()) {
  const sent = await invite(t, adminAuth, roleId, email);
  const res = await acceptInvite(t, {
    token: sent.token,
    firstName: 'Sam',
    lastName: 'Taylor',
    password: 'a-strong-password',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const membership = await t.db.prisma.membership.findUniqueOrThrow({ where: { userId: res.body.data.user.id } });
  return {
    email,
    userId: res.body.data.user.id as string,
    memberId: membership.id,
    auth: `Bearer ${res.body.data.accessToken}`,
    refreshToken: res.body.data.refreshToken as string,
  };
}

/** A member whose sessions were ended: neither their access token nor their refresh token is taken any more (401). */
export async function expectSessionsEnded(t: TestApp, member: { auth: string; refreshToken: string }) {
  await t.api.get('/api/v1/vendor/me').set('authorization', member.auth).expect(401);
  await t.api.post('/api/v1/auth/refresh-access-token').send({ refreshToken: member.refreshToken }).expect(401);
}

/** The membership id of a user. */
export const memberIdOf = async (t: TestApp, userId: string) =>
  (await t.db.prisma.membership.findUniqueOrThrow({ where: { userId } })).id;

/** A member whose custom role may manage the team but who is not an Administrator. */
export async function teamLead(t: TestApp, adminAuth: string) {
  const existing = await t.db.prisma.role.findFirst({ where: { businessId: DEMO_BUSINESS_ID, slug: 'team-lead' } });
  const roleId =
    existing?.id ??
    (
      await t.api
        .post('/api/v1/vendor/roles')
        .set('authorization', adminAuth)
        .send({ name: 'Team Lead', permissions: ['team.view', 'team.manage'] })
        .expect(201)
    ).body.data.id;
  return addMember(t, adminAuth, roleId);
}

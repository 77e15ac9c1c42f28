import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ROLE_ID, DEMO_BUSINESS_ID, DEMO_EMAIL, DEMO_MERCHANDIZER_ROLE_ID } from '../../seed/fixtures.ts';
import { addMemberWithPermissions } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const ME = '/api/v1/vendor/me';
const REFRESH = '/api/v1/auth/refresh-access-token';
const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-0123456789');
const DAY = 24 * 60 * 60 * 1000;

const bearer = (token: string) => `Bearer ${token}`;

/** A member of the demo business (role holding `permissions`) with a session; returns ids and the session. */
async function member(permissions: string[] = ['dashboard.view']) {
  const email = await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, permissions);
  const membership = await t.db.prisma.membership.findFirstOrThrow({ where: { user: { email } } });
  return { email, membership, session: await t.sessionFor(email) };
}

describe('a session ends on the next request', () => {
  it('after logout, the access token of that session is refused', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    await t.api.get(ME).set('authorization', bearer(session.accessToken)).expect(200);
    await t.api.post('/api/v1/auth/logout').send({ refreshToken: session.refreshToken }).expect(200);
    const res = await t.api.get(ME).set('authorization', bearer(session.accessToken)).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('after a member is removed or suspended, their token is refused', async () => {
    const admin = await t.tokenFor(DEMO_EMAIL);
    const removed = await member();
    await t.api.get(ME).set('authorization', bearer(removed.session.accessToken)).expect(200);
    await t.api.delete(`/api/v1/vendor/team-members/${removed.membership.id}`).set('authorization', admin).expect(200);
    await t.api.get(ME).set('authorization', bearer(removed.session.accessToken)).expect(401);

    const suspended = await member();
    await t.api.get(ME).set('authorization', bearer(suspended.session.accessToken)).expect(200);
    await t.api
      .patch(`/api/v1/vendor/team-members/${suspended.membership.id}`)
      .set('authorization', admin)
      .send({ status: 'inactive' })
      .expect(200);
    await t.api.get(ME).set('authorization', bearer(suspended.session.accessToken)).expect(401);
  });

  it("after a member's role changes, their next request has the new role's permissions", async () => {
    const admin = await t.tokenFor(DEMO_EMAIL);
    const promoted = await member(['dashboard.view']);
    const auth = bearer(promoted.session.accessToken);
    const giveRole = (roleId: string) =>
      t.api
        .patch(`/api/v1/vendor/team-members/${promoted.membership.id}`)
        .set('authorization', admin)
        .send({ roleId })
        .expect(200);
    await t.api.get('/api/v1/vendor/team-members').set('authorization', auth).expect(403);
    await giveRole(DEMO_ADMIN_ROLE_ID);
    await t.api.get('/api/v1/vendor/team-members').set('authorization', auth).expect(200);
    const me = await t.api.get(ME).set('authorization', auth).expect(200);
    expect(me.body.data.role.id).toBe(DEMO_ADMIN_ROLE_ID);
    await giveRole(DEMO_MERCHANDIZER_ROLE_ID);
    await t.api.get('/api/v1/vendor/team-members').set('authorization', auth).expect(403);
  });

  it('a change written straight to the database (as another process would) acts on the next request', async () => {
    const changed = await member(['dashboard.view', 'team.view']);
    const auth = bearer(changed.session.accessToken);
    await t.api.get('/api/v1/vendor/team-members').set('authorization', auth).expect(200);
    await t.db.prisma.rolePermission.deleteMany({
      where: { roleId: changed.membership.roleId, permission: 'team.view' },
    });
    // The database announces the change to every listening process, this one included.
    await t.db.notifications.sync();
    await t.api.get('/api/v1/vendor/team-members').set('authorization', auth).expect(403);
    await t.db.prisma.userSession.updateMany({
      where: { userId: changed.membership.userId },
      data: { revokedAt: new Date() },
    });
    await t.db.notifications.sync();
    await t.api.get(ME).set('authorization', auth).expect(401);
  });
});

describe('access tokens must expire within the configured lifetime', () => {
  const sign = async (build: (jwt: SignJWT) => SignJWT) => {
    const session = await t.sessionFor(DEMO_EMAIL);
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString());
    const jwt = new SignJWT({ bid: claims.bid, fam: claims.fam })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub);
    return (await build(jwt).sign(SECRET)) as string;
  };

  it('a token without exp is refused', async () => {
    const token = await sign((jwt) => jwt.setIssuedAt());
    await t.api.get(ME).set('authorization', bearer(token)).expect(401);
  });

  it('a token living longer than 15 minutes is refused', async () => {
    const token = await sign((jwt) => jwt.setIssuedAt().setExpirationTime('2h'));
    await t.api.get(ME).set('authorization', bearer(token)).expect(401);
  });

  it('a token without iat is refused', async () => {
    const token = await sign((jwt) => jwt.setExpirationTime('10m'));
    await t.api.get(ME).set('authorization', bearer(token)).expect(401);
  });

  it('a well-formed token of the same session is accepted', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const token = await sign((jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 600));
    await t.api.get(ME).set('authorization', bearer(token)).expect(200);
  });
});

describe('refresh tokens', () => {
  it('a session ends 30 days after sign-in however often its token rotates', async () => {
    let { refreshToken } = await t.sessionFor(DEMO_EMAIL);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(9 * DAY);
      const res = await t.api.post(REFRESH).send({ refreshToken }).expect(200);
      refreshToken = res.body.data.refreshToken;
    }
    // 27 days in: the newest token was issued just now, yet the session has 3 days left.
    t.clock.advance(3 * DAY + 1000);
    const res = await t.api.post(REFRESH).send({ refreshToken }).expect(401);
    expect(res.body.errors[0].field).toBe('refreshToken');
  });
});

describe('authentication in the steady state', () => {
  it('a repeated signed-in GET /vendor/me reads nothing about the session, member, role or permissions', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    await t.api.get(ME).set('authorization', auth).expect(200);
    const log = t.db.queryLog ?? [];
    const before = log.length;
    await t.api.get(ME).set('authorization', auth).expect(200);
    const queries = log.slice(before);
    // What authentication reads: the session, the user with membership and role, the role's permissions. (The
    // handler itself still asks the business's onboarding state, through its Administrator's membership.)
    const authTables = /"(user_sessions|refresh_tokens|role_permissions)"|FROM "public"\."users" AS "t0"/;
    expect(queries.filter((sql) => authTables.test(sql))).toEqual([]);
    // The query log works: the first request of a new session did read them.
    const fresh = await t.tokenFor(DEMO_EMAIL);
    const mark = log.length;
    await t.api.get(ME).set('authorization', fresh).expect(200);
    expect(log.slice(mark).some((sql) => authTables.test(sql))).toBe(true);
  });
});

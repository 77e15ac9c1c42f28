import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, OTHER_EMAIL, SEED_PASSWORD } from '../../seed/fixtures.ts';
import { addMemberWithPermissions } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const LOGIN = '/api/v1/vendor/auth/login';
const SESSIONS = '/api/v1/vendor/auth/sessions';
const OTHERS = '/api/v1/vendor/auth/sessions/revoke-others';
const PASSWORD = '/api/v1/vendor/auth/password';
const ME = '/api/v1/vendor/me';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A member of the demo business with a password, signed in from the given browsers. */
async function memberSignedIn(...userAgents: string[]) {
  const email = await addMemberWithPermissions(t.db.prisma, DEMO_BUSINESS_ID, ['dashboard.view']);
  await t.api
    .put(PASSWORD)
    .set('authorization', await t.tokenFor(email))
    .send({ password: SEED_PASSWORD })
    .expect(200);
  const sessions = [];
  for (const ua of userAgents) {
    const res = await t.api.post(LOGIN).set('user-agent', ua).send({ email, password: SEED_PASSWORD }).expect(200);
    sessions.push({ access: `Bearer ${res.body.data.accessToken}`, refresh: res.body.data.refreshToken as string });
  }
  return { email, sessions };
}

describe('listSessions', () => {
  it("lists the member's running sessions with device, times and this device first", async () => {
    const { sessions } = await memberSignedIn(SAFARI_IPHONE, CHROME_MAC);
    const [phone, mac] = sessions;
    t.clock.advance(2 * 60 * 1000);
    await t.api.get(ME).set('authorization', phone!.access).expect(200);
    const res = await t.api.get(SESSIONS).set('authorization', mac!.access).expect(200);
    const list = res.body.data as { device: string; current: boolean; lastUsedAt: string; createdAt: string }[];
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on macOS', true],
      ['Safari on iPhone', false],
      // The session the password was set from (supertest sends no user agent).
      ['Unknown device', false],
    ]);
    expect(Date.parse(list[1]!.lastUsedAt)).toBeGreaterThan(Date.parse(list[1]!.createdAt));
  });

  it('shows no session that was signed out', async () => {
    const { sessions } = await memberSignedIn(CHROME_MAC, SAFARI_IPHONE);
    await t.api.post('/api/v1/auth/logout').send({ refreshToken: sessions[1]!.refresh }).expect(200);
    const res = await t.api.get(SESSIONS).set('authorization', sessions[0]!.access).expect(200);
    expect(res.body.data.map((s: { device: string }) => s.device)).not.toContain('Safari on iPhone');
  });

  it('needs a token', async () => {
    await t.api.get(SESSIONS).expect(401);
  });
});

describe('revokeSession', () => {
  it('signs out one other session: its token is refused on the next request', async () => {
    const { sessions } = await memberSignedIn(CHROME_MAC, SAFARI_IPHONE);
    const [mine, other] = sessions;
    const list = await t.api.get(SESSIONS).set('authorization', mine!.access).expect(200);
    const target = list.body.data.find((s: { device: string }) => s.device === 'Safari on iPhone');
    const res = await t.api.delete(`${SESSIONS}/${target.id}`).set('authorization', mine!.access).expect(200);
    expect(res.body.data).toEqual({ id: target.id });
    await t.api.get(ME).set('authorization', other!.access).expect(401);
    await t.api.post('/api/v1/auth/refresh-access-token').send({ refreshToken: other!.refresh }).expect(401);
    await t.api.get(ME).set('authorization', mine!.access).expect(200);
    // Already over: not there any more.
    await t.api.delete(`${SESSIONS}/${target.id}`).set('authorization', mine!.access).expect(404);
  });

  it("another member's session is a 404 and stays signed in", async () => {
    const victim = await memberSignedIn(CHROME_MAC);
    const list = await t.api.get(SESSIONS).set('authorization', victim.sessions[0]!.access).expect(200);
    const theirs = list.body.data[0].id;
    const attacker = await t.tokenFor(OTHER_EMAIL);
    await t.api.delete(`${SESSIONS}/${theirs}`).set('authorization', attacker).expect(404);
    await t.api.get(ME).set('authorization', victim.sessions[0]!.access).expect(200);
  });

  it('rejects a malformed id naming it, and needs a token', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    const res = await t.api.delete(`${SESSIONS}/not-a-uuid`).set('authorization', auth).expect(400);
    expect(res.body.errors[0].field).toBe('sessionId');
    await t.api.delete(`${SESSIONS}/00000000-0000-4000-8000-000000000000`).expect(401);
  });
});

describe('revokeOtherSessions', () => {
  it('signs out every other session and keeps this one', async () => {
    const { sessions } = await memberSignedIn(CHROME_MAC, SAFARI_IPHONE, CHROME_MAC);
    const [first, ...others] = sessions;
    const res = await t.api.post(OTHERS).set('authorization', first!.access).expect(200);
    // The two other browsers and the session the password was set from.
    expect(res.body.data).toEqual({ signedOut: 3 });
    for (const other of others) await t.api.get(ME).set('authorization', other.access).expect(401);
    await t.api.get(ME).set('authorization', first!.access).expect(200);
    const again = await t.api.post(OTHERS).set('authorization', first!.access).expect(200);
    expect(again.body.data).toEqual({ signedOut: 0 });
  });

  it("leaves other members' sessions alone, and needs a token", async () => {
    const bystander = await memberSignedIn(CHROME_MAC);
    const { sessions } = await memberSignedIn(CHROME_MAC);
    await t.api.post(OTHERS).set('authorization', sessions[0]!.access).expect(200);
    await t.api.get(ME).set('authorization', bystander.sessions[0]!.access).expect(200);
    await t.api.post(OTHERS).expect(401);
  });
});

describe('setPassword', () => {
  it('changing the password signs out the other sessions; the new password signs in', async () => {
    const { email, sessions } = await memberSignedIn(CHROME_MAC, SAFARI_IPHONE);
    const [mine, other] = sessions;
    await t.api
      .put(PASSWORD)
      .set('authorization', mine!.access)
      .send({ currentPassword: SEED_PASSWORD, password: 'a-new-secret-42' })
      .expect(200);
    await t.api.get(ME).set('authorization', other!.access).expect(401);
    await t.api.get(ME).set('authorization', mine!.access).expect(200);
    await t.api.post(LOGIN).send({ email, password: SEED_PASSWORD }).expect(401);
    await t.api.post(LOGIN).send({ email, password: 'a-new-secret-42' }).expect(200);
  });

  it('names each broken strength rule under password', async () => {
    const { email, sessions } = await memberSignedIn(CHROME_MAC);
    const auth = sessions[0]!.access;
    const weak = async (password: string) =>
      (
        await t.api
          .put(PASSWORD)
          .set('authorization', auth)
          .send({ currentPassword: SEED_PASSWORD, password })
          .expect(422)
      ).body.errors;
    expect(await weak('onlyletters')).toEqual([{ field: 'password', error: 'Must contain a digit or a symbol' }]);
    expect(await weak('1234567890')).toEqual([{ field: 'password', error: 'Must contain a letter' }]);
    expect(await weak('a b c d 1 2')).toEqual([
      { field: 'password', error: 'Must be at least 8 characters, not counting spaces' },
    ]);
    expect(await weak(email)).toEqual([{ field: 'password', error: 'Must not be your e-mail address' }]);
    expect(await weak(SEED_PASSWORD)).toEqual([{ field: 'password', error: 'Must differ from your current password' }]);
  });

  it('a wrong current password is a field error; too many are refused with Retry-After', async () => {
    const { sessions } = await memberSignedIn(CHROME_MAC);
    const auth = sessions[0]!.access;
    const attempt = () =>
      t.api
        .put(PASSWORD)
        .set('authorization', auth)
        .send({ currentPassword: 'not-it-at-all', password: 'fresh-pass-9' });
    const first = await attempt().expect(422);
    expect(first.body.errors).toEqual([{ field: 'currentPassword', error: 'Incorrect password' }]);
    let res = first;
    for (let i = 0; i < 12 && res.status === 422; i++) res = await attempt();
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password sign-in limits', () => {
  it('limits wrong passwords per account, whatever address the attempts claim to come from', async () => {
    const { email } = await memberSignedIn();
    let res = await t.api.post(LOGIN).send({ email, password: 'wrong-guess-0' });
    for (let i = 1; i < 15 && res.status === 401; i++) {
      res = await t.api
        .post(LOGIN)
        .set('x-forwarded-for', `203.0.113.${i}`)
        .send({ email, password: `wrong-guess-${i}` });
    }
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The right password is refused too until the window is over, then accepted.
    await t.api.post(LOGIN).send({ email, password: SEED_PASSWORD }).expect(429);
    t.clock.advance(15 * 60 * 1000 + 1000);
    await t.api.post(LOGIN).send({ email, password: SEED_PASSWORD }).expect(200);
  });

  it('limits wrong passwords per address across accounts; X-Forwarded-For is not trusted by default', async () => {
    t.clock.advance(15 * 60 * 1000 + 1000);
    let status = 401;
    let sent = 0;
    for (; sent < 40 && status === 401; sent++) {
      status = (
        await t.api
          .post(LOGIN)
          .set('x-forwarded-for', `198.51.100.${sent}`)
          .send({ email: `nobody-${sent}@kitchen.test`, password: 'guess-guess' })
      ).status;
    }
    expect(status).toBe(429);
    expect(sent).toBe(31);
    t.clock.advance(15 * 60 * 1000 + 1000);
  });
});

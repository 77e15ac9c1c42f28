import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const ME = '/api/v1/vendor/me';

describe('access tokens verified before', () => {
  it('an accepted token changed by one character is refused', async () => {
    const { accessToken } = await t.sessionFor(DEMO_EMAIL);
    await t.api.get(ME).set('authorization', `Bearer ${accessToken}`).expect(200);
    // The signature's first character, not its last: the last base64url character of a 32-byte signature carries
    // two unused bits, so changing only those would leave the same signature.
    const [header, payload, signature = ''] = accessToken.split('.');
    const first = signature.startsWith('A') ? 'B' : 'A';
    const altered = `${header}.${payload}.${first}${signature.slice(1)}`;
    const res = await t.api.get(ME).set('authorization', `Bearer ${altered}`).expect(401);
    expect(res.body.message).toBe('Invalid access token');
    await t.api.get(ME).set('authorization', `Bearer ${accessToken}`).expect(200);
  });

  it('an accepted token still expires, and its session still ends at sign-out', async () => {
    const session = await t.sessionFor(DEMO_EMAIL);
    const bearer = `Bearer ${session.accessToken}`;
    await t.api.get(ME).set('authorization', bearer).expect(200);
    await t.api.post('/api/v1/auth/logout').send({ refreshToken: session.refreshToken }).expect(200);
    await t.api.get(ME).set('authorization', bearer).expect(401);

    const other = await t.sessionFor(DEMO_EMAIL);
    await t.api.get(ME).set('authorization', `Bearer ${other.accessToken}`).expect(200);
    t.clock.advance(15 * 60 * 1000);
    const res = await t.api.get(ME).set('authorization', `Bearer ${other.accessToken}`).expect(401);
    expect(res.body.message).toBe('Access token expired');
  });
});

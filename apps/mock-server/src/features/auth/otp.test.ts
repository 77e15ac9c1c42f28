import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../seed/index.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();

describe('POST /vendor/auth/otp and /verify', () => {
  it('sends a 6-digit code to the outbox and signs the vendor in with it', async () => {
    const sent = await t.api.post('/api/v1/vendor/auth/otp').send({ email: DEMO_EMAIL }).expect(200);
    expect(sent.body.data).toEqual({ email: DEMO_EMAIL, expiresInSeconds: 600 });
    const code = await t.latestCode(DEMO_EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    const res = await t.api.post('/api/v1/vendor/auth/otp/verify').send({ email: DEMO_EMAIL, otp: code }).expect(200);
    expect(res.body.data.completedOnboarding).toBe(true);
    const me = await t.api.get('/api/v1/vendor/me').set('authorization', `Bearer ${res.body.data.accessToken}`).expect(200);
    expect(me.body.data.email).toBe(DEMO_EMAIL);
  });
});

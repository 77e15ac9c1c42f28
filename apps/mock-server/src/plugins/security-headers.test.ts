import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../seed/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';

// Every response carries the security headers, whatever answered it: an operation, an error, the web app's shell.
const t = useTestApp();

function expectSecurityHeaders(headers: Record<string, string | undefined>): void {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  it('are on a successful operation, an error and a 401', async () => {
    const ok = await t.api.get('/api/v1/health').expect(200);
    expectSecurityHeaders(ok.headers);
    const me = await t.api
      .get('/api/v1/vendor/me')
      .set('authorization', await t.tokenFor(DEMO_EMAIL))
      .expect(200);
    expectSecurityHeaders(me.headers);
    expectSecurityHeaders((await t.api.get('/api/v1/vendor/me').expect(401)).headers);
    expectSecurityHeaders((await t.api.get('/api/v1/no-such-route').expect(404)).headers);
    expectSecurityHeaders((await t.api.post('/api/v1/vendor/auth/otp').send({ email: 'nope' }).expect(400)).headers);
  });

  it('are on the pages outside the API, and HSTS is left to production', async () => {
    const page = await t.api.get('/dashboard');
    expectSecurityHeaders(page.headers);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { addSession, baseUrl, cookieMap, jwtSecret, pathOf, useBrowser } from './support/browser.ts';
import { apiGet, apiUrl, expiredCopyOf, passwordLogin } from './support/server.ts';

const browser = useBrowser();

/** An access token the server refuses as expired (or, against a foreign server, as invalid). */
const staleAccessToken = (token: string) => {
  const secret = jwtSecret();
  return secret ? expiredCopyOf(token, secret) : 'expired.token.value';
};

const refreshCall = (refreshToken: string) =>
  fetch(apiUrl(baseUrl(), '/auth/refresh-access-token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });

describe('the session', () => {
  it('an expired access token is renewed silently with the refresh token', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    const session = await passwordLogin(baseUrl());
    const expired = staleAccessToken(session.accessToken);
    // The server really refuses it.
    await expect(apiGet(baseUrl(), '/vendor/me', expired)).rejects.toThrow(/401/);
    await addSession(context, { ...session, accessToken: expired });

    const calls: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/v1/'))
        calls.push(`${response.request().method()} ${pathname.slice(7)} ${response.status()}`);
    });
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.locator('main dl > div').first().waitFor(); // the statistics, not an error panel
    expect(await page.getByText('Could not load your statistics', { exact: false }).count()).toBe(0);
    expect(pathOf(page)).toBe('/dashboard');

    // One refresh, then the refused call was repeated and answered.
    expect(calls).toContain('GET /vendor/dashboard/statistics 401');
    expect(calls.filter((call) => call.startsWith('POST /auth/refresh-access-token'))).toEqual([
      'POST /auth/refresh-access-token 200',
    ]);
    expect(calls).toContain('GET /vendor/dashboard/statistics 200');

    const cookies = await cookieMap(context);
    const renewed = cookies.get('accessToken')?.value;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
    expect(renewed).not.toBe(encodeURIComponent(expired));
    // The new token works, the rotated refresh token was kept, and the user cookie is unchanged.
    const { data: me } = await apiGet<{ data: { email: string } }>(baseUrl(), '/vendor/me', renewed);
    expect(me.email).toBe(session.user.email);
    expect(cookies.get('refreshToken')?.value).toBeTruthy();
    expect(cookies.get('refreshToken')?.value).not.toBe(session.refreshToken);
    expect(JSON.parse(decodeURIComponent(cookies.get('user')!.value))).toEqual(session.user);

    // Still signed in on the next page load, without another refresh.
    await page.reload();
    await page.locator('main dl > div').first().waitFor();
    expect(calls.filter((call) => call.startsWith('POST /auth/refresh-access-token'))).toHaveLength(1);
  });

  it('a refused refresh removes the session and sends the vendor to /login', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    const session = await passwordLogin(baseUrl());
    await addSession(context, {
      ...session,
      accessToken: staleAccessToken(session.accessToken),
      refreshToken: 'not-a-refresh-token',
    });
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/login`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, sign in to start selling' }).waitFor();
    const cookies = await cookieMap(context);
    expect([...cookies.keys()].filter((name) => ['accessToken', 'refreshToken', 'user'].includes(name))).toEqual([]);
  });

  it('sign-out asks "Are you sure you want to signout?": Cancel keeps the session, Yes clears it and goes to /login', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    const session = await passwordLogin(baseUrl());
    await addSession(context, session);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const signOut = page.locator('aside').getByRole('button', { name: 'Sign out' });
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to signout?' });
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');

    // Cancel: focused first (Enter never confirms by accident), focus stays inside, nothing changes.
    await signOut.click();
    await dialog.waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cancel', 'Yes']);
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Yes');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/dashboard');
    expect((await cookieMap(context)).get('accessToken')?.value).toBe(session.accessToken);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Sign out');

    // Escape is a cancel too.
    await signOut.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/dashboard');

    // Yes: the session is gone here and on the server.
    await signOut.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, sign in to start selling' }).waitFor();
    const names = [...(await cookieMap(context)).keys()];
    expect(names.filter((name) => ['accessToken', 'refreshToken', 'user'].includes(name))).toEqual([]);
    expect((await refreshCall(session.refreshToken)).status).toBe(401);

    // Going back does not reopen the dashboard.
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/login`);
  });
});

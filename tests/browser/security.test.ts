import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { expectFieldError, successToast } from './support/assertions.ts';
import { addSession, baseUrl, useBrowser, WAIT_MS } from './support/browser.ts';
import { newKitchen } from './support/kitchen.ts';
import { captureScreens } from './support/screens.ts';
import { type ApiSession, apiUrl, passwordLogin } from './support/server.ts';
import { typeInto } from './support/keyboard.ts';

const SECURITY = '/dashboard/settings/security';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const browser = useBrowser();
let kitchen: ApiSession & { email: string };

/** Signs the kitchen's owner in with the password from another "device" (its user agent). */
async function signInFrom(userAgent: string, password: string): Promise<ApiSession> {
  const response = await fetch(apiUrl(baseUrl(), '/vendor/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ email: kitchen.email, password }),
  });
  const body = (await response.json()) as { data: ApiSession; message?: string };
  if (!response.ok) throw new Error(`login: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

beforeAll(async () => {
  kitchen = await newKitchen(baseUrl(), 'Security Kitchen');
});

describe('settings/security', () => {
  it('sets a password, signs another device out, changes the password and signs out all others', async () => {
    const { page, context } = await browser.open();
    await addSession(context, kitchen);
    await page.goto(`${baseUrl()}${SECURITY}`);
    const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
    await sessions.getByText('This device', { exact: true }).waitFor();

    // A kitchen that signed up with a code has no password yet: set one, the server's rules under the field.
    await page.getByRole('heading', { name: 'Set a password' }).waitFor();
    const newPassword = page.getByLabel('New password', { exact: true });
    await typeInto(newPassword, 'onlyletters');
    expect(await newPassword.inputValue()).toBe('onlyletters');
    await typeInto(page.getByLabel('Confirm new password'), 'onlyletters');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expectFieldError(newPassword, 'Must contain a digit or a symbol');
    await expectAccessible(page);
    await typeInto(newPassword, 'Kitchen-pass-2026');
    await typeInto(page.getByLabel('Confirm new password'), 'Kitchen-pass-2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await successToast(page, 'Password set. You can now sign in with it.').waitFor();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();

    // A second browser signed in elsewhere.
    const other = await browser.open();
    await addSession(other.context, await signInFrom(FIREFOX_WINDOWS, 'Kitchen-pass-2026'));
    await other.page.goto(`${baseUrl()}${SECURITY}`);
    await other.page.getByRole('list', { name: 'Signed-in sessions' }).getByText('This device').waitFor();

    // The first signs it out; the other's next request lands on the sign-in page.
    await page.reload();
    await sessions.getByText('Firefox on Windows').waitFor();
    await page.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await successToast(page, 'Signed out of that session').waitFor();
    await sessions.getByText('Firefox on Windows').waitFor({ state: 'detached' });
    await other.page.goto(`${baseUrl()}/dashboard/settings/notifications`);
    await other.page.waitForURL(/\/login/, { timeout: WAIT_MS });
    await other.close();

    // Change the password: the current one is required, then the new one signs in.
    await typeInto(page.getByLabel('Current password'), 'Kitchen-pass-2026');
    await typeInto(newPassword, 'Kitchen-pass-2027');
    await typeInto(page.getByLabel('Confirm new password'), 'Kitchen-pass-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await successToast(page, 'Password saved. Other sessions were signed out.').waitFor();
    const signedIn = await passwordLogin(baseUrl(), kitchen.email, 'Kitchen-pass-2027');
    expect(signedIn.accessToken).toEqual(expect.any(String));

    // Sign out of all other sessions, after a confirmation.
    await signInFrom(SAFARI_IPHONE, 'Kitchen-pass-2027');
    await page.reload();
    await sessions.getByText('Safari on iPhone').waitFor();
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of all other sessions?' });
    await dialog.getByRole('button', { name: 'Sign out others' }).click();
    await successToast(page, 'Signed out of all other sessions').waitFor();
    await sessions.getByText('Safari on iPhone').waitFor({ state: 'detached' });
    expect(await sessions.getByRole('listitem').count()).toBe(1);
  });

  it('shows the sessions and the password form at every size and theme', async () => {
    await signInFrom(SAFARI_IPHONE, 'Kitchen-pass-2027').catch(() => undefined);
    await captureScreens(browser.open, {
      name: 'security',
      path: SECURITY,
      session: kitchen,
      ready: async (page) => {
        await page.getByRole('list', { name: 'Signed-in sessions' }).getByText('This device').waitFor();
        await page.getByRole('heading', { name: 'Change password' }).waitFor();
      },
    });
  });
});

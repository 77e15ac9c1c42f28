import { describe, expect, it } from 'vitest';
import { errorToast, expectFieldError, expectToastTopRight, successToast } from './support/assertions.ts';
import { addSession, baseUrl, cookieMap, openPage, pathOf, signInThroughUi, useBrowser } from './support/browser.ts';
import { advance, settle } from './support/clock.ts';
import {
  apiGet,
  DEMO_EMAIL,
  DEMO_INVITE_TOKEN,
  INVITED_EMAIL,
  latestCode,
  latestMail,
  passwordLogin,
} from './support/server.ts';
import type { Schemas } from './support/schemas.ts';
import { typeInto } from './support/keyboard.ts';

const LOGIN_HEADING = 'Welcome back, sign in to start selling';
const SIGNUP_HEADING = 'Get Started';
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;
/** SPEC: each testimonial is visible 5 s, then a 1 s fade gap. */
const TESTIMONIAL_VISIBLE_MS = 5_000;
const TESTIMONIAL_GAP_MS = 1_000;

const browser = useBrowser();

type Statistics = Schemas['DashboardStatistics'];

describe('sign-up, sign-in and the protected routes', () => {
  it('sign-up by e-mailed code lands a new vendor in /onboarding at step 1 of 4', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    const email = `new-chef-${Date.now()}@kitchen.test`;
    // The page's clock stands still at a whole second, so the cookies' expiry can be checked to the second.
    const signedUpAt = Math.ceil(Date.now() / 1000) * 1000;
    await page.clock.install({ time: signedUpAt });
    await page.clock.pauseAt(signedUpAt + 1_000);
    await openPage(page, '/signup');
    await page.getByRole('heading', { level: 1, name: SIGNUP_HEADING }).waitFor();

    const emailField = page.getByLabel('E-mail address');
    await typeInto(emailField, 'new-chef@');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectFieldError(emailField, 'Invalid email');

    await typeInto(emailField, email);
    const before = (await latestMail(baseUrl(), email))?.createdAt ?? '';
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectToastTopRight(page, successToast(page, 'OTP sent successfully'));
    const codeField = page.getByLabel('6-digit code');
    await codeField.waitFor();
    await page.getByText(`We sent a 6-digit code to ${email}. It expires soon.`, { exact: true }).waitFor();
    const code = await latestCode(baseUrl(), email, before);

    // An incomplete code is caught before any call; a wrong one is refused by the server with an error alert.
    await typeInto(codeField, '123');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expectFieldError(codeField, 'Enter the 6-digit code from your e-mail');
    await typeInto(codeField, code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByRole('alert').locator('[data-toast="error"]').waitFor();
    expect(pathOf(page)).toBe('/signup');
    expect((await cookieMap(context)).has('accessToken')).toBe(false);

    await typeInto(codeField, code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(`${baseUrl()}/onboarding`);

    await page.getByRole('heading', { level: 1, name: 'Set up your kitchen' }).waitFor();
    const steps = page.getByRole('list', { name: 'Onboarding progress' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      '1Personal Information',
      '2Business Information',
      '3Documents',
      '4Cuisines & Dietary Offerings',
    ]);
    expect(await steps.first().getAttribute('aria-current')).toBe('step');
    expect(await page.locator('[aria-current="step"]').count()).toBe(1);
    await page.getByRole('heading', { level: 2, name: 'Step 1: Personal Information' }).waitFor();

    // The session cookies: 7 days, SameSite strict, path /, and Secure: the suite serves the production build
    // (Chromium keeps Secure cookies on http://127.0.0.1, a potentially trustworthy origin).
    const cookies = await cookieMap(context);
    for (const name of ['accessToken', 'refreshToken', 'user']) {
      const cookie = cookies.get(name);
      expect(cookie, name).toBeDefined();
      expect(cookie!.sameSite).toBe('Strict');
      expect(cookie!.path).toBe('/');
      expect(cookie!.secure).toBe(true);
      expect(cookie!.expires).toBe((signedUpAt + 1_000) / 1000 + SEVEN_DAYS_S);
    }
    const user = JSON.parse(decodeURIComponent(cookies.get('user')!.value)) as { email: string };
    expect(user.email).toBe(email);
  });

  it('sign-in of demo@kitchen.test by code lands in /dashboard with its statistics in GBP', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    await signInThroughUi(page, DEMO_EMAIL, '/dashboard');

    const token = (await cookieMap(context)).get('accessToken')!.value;
    const { data: stats } = await apiGet<{ data: Statistics }>(baseUrl(), '/vendor/dashboard/statistics', token);
    const { data: me } = await apiGet<{ data: { firstName: string; lastName: string; email: string } }>(
      baseUrl(),
      '/vendor/me',
      token,
    );
    expect(stats.totalOrders).toBeGreaterThan(0); // the seed gives the demo kitchen a year of orders

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page
      .getByText(`Welcome back, ${me.firstName}. Here is how your kitchen is doing.`, { exact: true })
      .waitFor();

    const card = (label: string) =>
      page.locator('main dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    const value = (label: string) =>
      card(label)
        .locator('dd')
        .evaluate((dd) => dd.firstChild?.textContent?.trim() ?? '');
    await card('Orders').waitFor();

    const count = new Intl.NumberFormat('en-GB');
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const month = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const monthName = (m: string) => month.format(new Date(`${m}-01T00:00:00Z`));
    expect(await value('Orders')).toBe(count.format(stats.totalOrders));
    expect(await value('Months')).toBe(String(stats.months.length));
    expect(await card('Months').locator('dd small').textContent()).toBe(
      `${monthName(stats.months[0]!)} – ${monthName(stats.months.at(-1)!)}`,
    );
    const revenue = await value('Total revenue');
    expect(revenue).toBe(gbp.format(stats.totalRevenue));
    expect(revenue).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(await value('Total customers')).toBe(count.format(stats.totalCustomers));

    // The chart of orders and revenue per month.
    const chart = page.getByRole('region', { name: 'Orders and revenue per month' });
    await chart.locator('svg[role="img"]').waitFor();

    // The sidebar footer: initials, full name, e-mail and the sign-out icon.
    const footer = page.locator('aside').getByRole('button', { name: 'Sign out' }).locator('..');
    expect(await footer.textContent()).toContain(`${me.firstName} ${me.lastName}`);
    expect(await footer.textContent()).toContain(me.email);
    expect(await footer.textContent()).toContain(`${me.firstName[0]}${me.lastName[0]}`.toUpperCase());
  });

  it('Google sign-in through the offline provider and /auth/google/callback lands the demo vendor in /dashboard', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await openPage(page, '/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The stand-in for Google's account chooser.
    await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
    await typeInto(page.getByLabel('E-mail'), DEMO_EMAIL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    expect(visited).toContain('/auth/google/callback');

    const cookies = await cookieMap(context);
    expect(cookies.get('accessToken')?.value).toBeTruthy();
    expect(cookies.get('refreshToken')?.value).toBeTruthy();
    const user = JSON.parse(decodeURIComponent(cookies.get('user')!.value)) as { email: string };
    expect(user.email).toBe(DEMO_EMAIL);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.locator('aside').getByText(DEMO_EMAIL, { exact: true }).waitFor();
    await page.locator('main dl').waitFor(); // the statistics loaded with the Google session
  });

  it('an invited member accepts the invitation with Google from /invites/setup', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    await page.goto(`${baseUrl()}/invites?token=${DEMO_INVITE_TOKEN}`);
    await page.getByRole('link', { name: 'Accept invitation' }).click();
    await page.waitForURL(/\/invites\/setup\?token=/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
    await typeInto(page.getByLabel('E-mail'), INVITED_EMAIL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    const user = JSON.parse(decodeURIComponent((await cookieMap(context)).get('user')!.value)) as {
      email: string;
      role: { slug: string };
    };
    expect(user.email).toBe(INVITED_EMAIL);
    expect(user.role.slug).toBe('merchandizer');
    await page.locator('aside').getByText(INVITED_EMAIL, { exact: true }).waitFor();
  });

  it('a vendor already signed in who opens /login or /signup goes straight to the dashboard', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    await addSession(context, await passwordLogin(baseUrl()));
    for (const path of ['/login', '/signup']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    }
  });

  it('protected routes redirect to /login without a stored token', async () => {
    const journey = await browser.open();
    const { page } = journey;
    for (const path of ['/dashboard', '/dashboard/settings/shipping', '/onboarding', '/invites/setup', '/Onboard']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(`${baseUrl()}/login`);
      await page.getByRole('heading', { level: 1, name: LOGIN_HEADING }).waitFor();
    }
    // A user cookie alone is not a session.
    await journey.context.addCookies([
      { name: 'user', value: encodeURIComponent(JSON.stringify({ email: DEMO_EMAIL })), url: baseUrl() },
    ]);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/login`);
  });

  it('/Onboarding, /onboard and /Onboard redirect to /onboarding', async () => {
    const journey = await browser.open();
    const { page, context } = journey;
    await addSession(context, await passwordLogin(baseUrl()));
    for (const alias of ['/Onboarding', '/onboard', '/Onboard']) {
      await page.goto(`${baseUrl()}${alias}`);
      await page.waitForURL(`${baseUrl()}/onboarding`);
      await page.getByRole('heading', { level: 1, name: 'Set up your kitchen' }).waitFor();
    }
  });

  it('the sign-in side panel rotates the chef testimonials: 5 s visible, then a 1 s fade gap', async () => {
    const { page } = await browser.open();
    // The page's clock is the test's: paused before the panel starts its first 5 s, moved by hand from there.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await openPage(page, '/login');
    const panel = page.getByRole('complementary', { name: 'What our chefs say' });
    const quote = panel.locator('blockquote');
    const slide = panel.locator('figure');
    await quote.waitFor();
    await settle(page);
    const first = await quote.textContent();
    const firstName = await panel.locator('figcaption strong').textContent();
    expect(first).toMatch(/^“.+”$/);
    expect(firstName).toBeTruthy();
    expect(await panel.locator('figcaption span').textContent()).toBeTruthy(); // the chef's title
    expect(await panel.locator('figcaption img').getAttribute('src')).toMatch(/^\/testimonials\/.+/);
    const opacity = () => slide.evaluate((figure) => Number(getComputedStyle(figure).opacity));

    // Visible for 5 s.
    await advance(page, TESTIMONIAL_VISIBLE_MS - 1);
    expect(await opacity()).toBe(1);
    expect(await quote.textContent()).toBe(first);
    // Then it fades out, and for the 1 s gap nobody new appears.
    await advance(page, 1);
    await expect.poll(opacity).toBe(0);
    await advance(page, TESTIMONIAL_GAP_MS - 1);
    expect(await quote.textContent()).toBe(first);
    // The next chef, shown in full.
    await advance(page, 1);
    await expect.poll(() => quote.textContent()).not.toBe(first);
    expect(await panel.locator('figcaption strong').textContent()).not.toBe(firstName);
    await expect.poll(opacity).toBe(1);
  });

  it('a failed code send shows "Failed to send OTP" and the generic message', async () => {
    const journey = await browser.open();
    const { page } = journey;
    await page.route('**/api/v1/vendor/auth/otp', (route) => route.abort('connectionrefused'));
    await openPage(page, '/signup');
    await typeInto(page.getByLabel('E-mail address'), 'offline@kitchen.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await errorToast(page, 'Failed to send OTP').waitFor();
    await page.getByText('An unexpected error occurred, please try again', { exact: true }).waitFor();
    expect(await page.getByLabel('6-digit code').count()).toBe(0);
  });
});

import type { Cookie, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { addSession, baseUrl, enterCodeFlow, openPage, pathOf, useBrowser } from './support/browser.ts';
import { captureScreens, screenTestsFor } from './support/screens.ts';
import { type ApiSession, passwordLogin } from './support/server.ts';
import { expectNoSideScroll } from './support/viewport.ts';

const browser = useBrowser();
/** Screens of the public pages, signed out. */
const publicScreenTest = screenTestsFor(browser.open);
let owner: ApiSession;
let manager: ApiSession;
let merchandizerCookies: Cookie[];
const MERCHANDIZER = 'merchandizer@kitchen.test';
const ROLES_PATH = '/dashboard/roles-and-permissions/roles';
const TEAM_PATH = '/dashboard/roles-and-permissions/team-management';

beforeAll(async () => {
  owner = await passwordLogin(baseUrl());
  manager = await passwordLogin(baseUrl(), 'manager@kitchen.test');
  // The merchandizer has no password: signed in once with an e-mailed code, the session reused below.
  const { page, context } = await browser.open();
  await openPage(page, '/login');
  await enterCodeFlow(page, MERCHANDIZER);
  await page.waitForURL(`${baseUrl()}/dashboard`);
  merchandizerCookies = await context.cookies();
  await context.close();
});

const sidebar = (page: Page) => page.locator('aside').getByRole('navigation', { name: 'Dashboard' });

/** Every entry of the sidebar, groups opened, as "Group > Entry" for the entries of a group. */
async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = sidebar(page);
  await nav.getByRole('link').first().waitFor();
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav.locator(':scope > ul > li').evaluateAll((items) =>
    items.flatMap((item) => {
      const group = item.querySelector(':scope > button')?.textContent?.trim();
      const links = Array.from(item.querySelectorAll('a')).map((link) => link.textContent?.trim() ?? '');
      return group ? links.map((link) => `${group} > ${link}`) : links;
    }),
  );
}

describe('the public pages', () => {
  publicScreenTest('/ passes axe (no ARIA attribute where it is prohibited) at every size and theme', {
    name: 'shell-landing',
    path: '/',
    ready: (page) => page.locator('#join-waitlist').waitFor(),
  });

  publicScreenTest('/login passes axe at every size and theme', {
    name: 'shell-login',
    path: '/login',
    ready: (page) => page.getByRole('heading', { name: 'Welcome back, sign in to start selling' }).waitFor(),
  });
});

describe('the dashboard shell', () => {
  it('shows a mistyped dashboard address as not found inside the layout, sidebar and all', async () => {
    await captureScreens(browser.open, {
      name: 'shell-not-found',
      path: '/dashboard/ordrs',
      session: owner,
      ready: async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
        // The sidebar on a wide screen; on a phone the header button that opens it.
        if (page.viewportSize()!.width > 800) await sidebar(page).waitFor();
        else await page.getByRole('button', { name: 'Open menu' }).waitFor();
      },
    });
    const { page } = await browser.openAs(owner);
    for (const path of ['/dashboard/settings/nowhere', `${ROLES_PATH}/new/extra/parts`, '/dashboard/audits/2026']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await sidebar(page).isVisible(), path).toBe(true);
    }
    expect(await page.title()).toBe('Page not found · Home Kitchen');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    // Outside the dashboard the not-found page stands alone.
    await page.goto(`${baseUrl()}/nowhere`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await sidebar(page).count()).toBe(0);
  });

  it('reads the member fresh on entry, so a stale user cookie does not decide the sidebar', async () => {
    const { page, context } = await browser.open();
    const stale = {
      ...owner.user,
      firstName: 'Stale',
      role: { ...(owner.user.role as object), permissions: ['dashboard.view'] },
    };
    await addSession(context, { ...owner, user: stale });
    await page.goto(`${baseUrl()}/dashboard`);
    await page.locator('aside').getByText('Ada Okafor', { exact: true }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Audit Log' }).waitFor();
    const cookie = (await context.cookies(baseUrl())).find((item) => item.name === 'user');
    expect(decodeURIComponent(cookie!.value)).toContain('"firstName":"Ada"');
  });
});

describe('what a role allows', () => {
  it('a Merchandizer sees only the pages of their role in the sidebar', async () => {
    const { page, context } = await browser.open();
    await context.addCookies(merchandizerCookies);
    await page.goto(`${baseUrl()}/dashboard`);
    expect(await sidebarEntries(page)).toEqual([
      'Dashboard',
      'Menu',
      'Order Processing',
      'Account Management > Profile',
      'Settings > Shipping & Delivery',
      'Settings > Kitchen Availability & Cutoffs',
      'Settings > Notifications',
    ]);
    await expectAccessible(page);
  });

  it('a Merchandizer who opens another page by its address is told it is not part of their role', async () => {
    const { page, context } = await browser.open({ width: 390 });
    await context.addCookies(merchandizerCookies);
    for (const [path, page_] of [
      [ROLES_PATH, 'Roles'],
      [`${TEAM_PATH}/invited`, 'Team Management'],
      ['/dashboard/audits', 'Audit Log'],
      ['/dashboard/payments/payouts', 'Payouts'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: `You do not have access to ${page_}` }).waitFor();
      await page.getByText(`Your role, Merchandizer, does not include ${page_}.`).waitFor();
      await expectNoSideScroll(page);
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);

    const cookie = (name: string) =>
      decodeURIComponent(merchandizerCookies.find((item) => item.name === name)?.value ?? '');
    await captureScreens(browser.open, {
      name: 'shell-no-access',
      path: '/dashboard/audits',
      session: {
        accessToken: cookie('accessToken'),
        refreshToken: cookie('refreshToken'),
        user: JSON.parse(cookie('user')) as ApiSession['user'],
      },
      ready: async (shot) => {
        await shot.getByRole('heading', { level: 1, name: 'You do not have access to Audit Log' }).waitFor();
      },
    });
  });

  it('a Business Manager sees roles, team and the audit log, without the actions that change them', async () => {
    const { page } = await browser.openAs(manager, { path: ROLES_PATH });
    await page.getByRole('table', { name: 'Roles' }).getByRole('link', { name: 'Kitchen Assistant' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create role' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await page.goto(`${baseUrl()}${ROLES_PATH}/new`);
    await page.getByRole('heading', { name: 'Your role cannot create roles' }).waitFor();

    await page.goto(`${baseUrl()}${TEAM_PATH}/merchandizer`);
    await page.getByRole('table', { name: 'Members with the Merchandizer role' }).getByText('Chioma Eze').waitFor();
    expect(await page.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Change role of|Deactivate|Remove) / }).count()).toBe(0);
    await page.goto(`${baseUrl()}${TEAM_PATH}/invited`);
    await page.getByRole('heading', { level: 2, name: /^Invited: / }).waitFor();
    expect(await page.getByRole('button', { name: /^Revoke/ }).count()).toBe(0);

    await page.goto(`${baseUrl()}/dashboard/audits`);
    await page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    expect(pathOf(page)).toBe('/dashboard/audits');
  });
});

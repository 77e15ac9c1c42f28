import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, expectTypedAs, successToast } from './support/assertions.ts';
import { baseUrl, pathOf, useBrowser } from './support/browser.ts';
import { screenTestsFor } from './support/screens.ts';
import { type ApiSession, apiUrl, latestMail, passwordLogin } from './support/server.ts';
import { openWithFailingLoad } from './support/network.ts';
import { apiCall, revokeInvitesOf } from './support/team-api.ts';
import { expectNoSideScroll } from './support/viewport.ts';
import { typeInto } from './support/keyboard.ts';

const browser = useBrowser();
const screenTest = screenTestsFor(browser.open, () => session);
let session: ApiSession;
const suffix = randomBytes(3).toString('hex');
const INVITEE = `cook-${suffix}@kitchen.test`;
const JOINER = `helper-${suffix}@kitchen.test`;
const NEWCOMER = `newcomer-${suffix}@kitchen.test`;
const TEAM_PATH = '/dashboard/roles-and-permissions/team-management';

interface Member {
  id: string;
  email: string;
}

beforeAll(async () => {
  session = await passwordLogin(baseUrl());
});

afterAll(async () => {
  // Only what this file created: its invitations and the member who joined through one.
  await revokeInvitesOf(baseUrl(), session.accessToken, [INVITEE, JOINER, NEWCOMER]);
  const members = await apiCall<{ data: Member[] }>(baseUrl(), session.accessToken, 'GET', '/vendor/team-members');
  for (const member of members.data.filter((row) => row.email === JOINER || row.email === NEWCOMER)) {
    await apiCall(baseUrl(), session.accessToken, 'DELETE', `/vendor/team-members/${member.id}`).catch(() => undefined);
  }
});

const views = (page: Page) => page.getByRole('navigation', { name: 'Team views' });
const currentView = (page: Page) => views(page).locator('a[aria-current="page"]');

/** Invites `email` with the role named `roleName` through the API; returns the token of the e-mailed link. */
async function invite(email: string, roleName: string): Promise<string> {
  const roles = await apiCall<{ data: { id: string; name: string }[] }>(
    baseUrl(),
    session.accessToken,
    'GET',
    '/vendor/roles',
  );
  const roleId = roles.data.find((role) => role.name === roleName)!.id;
  await apiCall(baseUrl(), session.accessToken, 'POST', '/vendor/invites', { email, roleId });
  const mail = await latestMail(baseUrl(), email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  return token!;
}

/** Someone accepts an invitation of this file through the link e-mailed to them, and becomes a member. */
async function joinThroughInvite(email: string, roleName: string): Promise<void> {
  const token = await invite(email, roleName);
  const response = await fetch(apiUrl(baseUrl(), '/invites/accept'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, firstName: 'Sam', lastName: `Helper${suffix}` }),
  });
  expect(response.status).toBe(200);
}

describe('team management', () => {
  screenTest('opens on the Administrators, at every size and theme', {
    name: 'team',
    path: TEAM_PATH,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Team Management' }).waitFor();
      expect(await currentView(page).innerText()).toMatch(/^Administrator/);
      const table = page.getByRole('table', { name: 'Members with the Administrator role' });
      await table.getByText('Ada Okafor').waitFor();
      await table.getByText('You', { exact: true }).waitFor();
      // Nobody changes or removes themselves: the signed-in owner's row has no actions.
      expect(await page.getByRole('button', { name: 'Remove Ada Okafor' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Invite member' }).first().waitFor();
    },
  });

  for (const [slug, label, who] of [
    ['business-manager', 'Business Manager', 'Tunde Bakare'],
    ['merchandizer', 'Merchandizer', 'Chioma Eze'],
  ] as const) {
    screenTest(`has a view of the ${label} members at its own address`, {
      name: `team-${slug}`,
      path: `${TEAM_PATH}/${slug}`,
      ready: async (page) => {
        expect(await currentView(page).innerText()).toMatch(new RegExp(`^${label}`));
        await page
          .getByRole('table', { name: `Members with the ${label} role` })
          .getByText(who)
          .waitFor();
      },
    });
  }

  screenTest('has a view of the invitations, pending and earlier', {
    name: 'team-invited',
    path: `${TEAM_PATH}/invited`,
    ready: async (page) => {
      expect(await currentView(page).innerText()).toMatch(/^Invited/);
      await page.getByRole('heading', { level: 2, name: /^Invited: / }).waitFor();
      await page.getByRole('table', { name: 'Earlier invitations' }).getByText('former.helper@example.com').waitFor();
    },
  });

  it('shows placeholders while the team loads, and an error with Retry when it cannot', async () => {
    const { page } = await browser.openAs(session, { width: 390 });
    const alert = await openWithFailingLoad(page, {
      path: `${TEAM_PATH}/business-manager`,
      request: '**/api/v1/vendor/team-members',
      loading: 'Loading members with the business manager role',
      failure: 'Could not load your team',
    });
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page
      .getByRole('table', { name: 'Members with the Business Manager role' })
      .getByText('Tunde Bakare')
      .waitFor();
    await expectNoSideScroll(page);
  });

  it('chooses the role of the view in an invitation opened before the team had loaded', async () => {
    const { page } = await browser.openAs(session);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    for (const request of [
      '**/api/v1/vendor/roles**',
      '**/api/v1/vendor/team-members**',
      '**/api/v1/vendor/invites**',
    ]) {
      await page.route(request, async (route) => {
        await held;
        await route.continue();
      });
    }
    await page.goto(`${baseUrl()}${TEAM_PATH}/merchandizer`);
    await page.getByRole('button', { name: 'Invite member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.waitFor();
    release();
    await expect.poll(() => dialog.getByLabel('Role').locator('option:checked').innerText()).toBe('Merchandizer');
  });

  it('shows no member count while the members of a view load', async () => {
    const { page } = await browser.openAs(session);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/vendor/team-members', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}${TEAM_PATH}/business-manager`);
    await page.getByRole('status', { name: 'Loading members with the business manager role' }).waitFor();
    const heading = page.getByRole('heading', { level: 2, name: /^Business Manager/ });
    expect(await heading.innerText()).toBe('Business Manager');
    release();
    await expect.poll(() => heading.innerText()).toMatch(/^Business Manager: \d+ members?$/);
  });

  it('a new member sets up their account from the e-mailed link, typing their names first', async () => {
    const token = await invite(NEWCOMER, 'Merchandizer');
    const { page } = await browser.open();
    await page.goto(`${baseUrl()}/invites?token=${token}`);
    await page.getByRole('link', { name: 'Accept invitation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
    const firstName = page.getByLabel('First name');
    // Every key shows as it is typed; names lose their spaces.
    await firstName.click();
    await firstName.press('T');
    expect(await firstName.inputValue()).toBe('T');
    await firstName.pressSequentially('olu Ade');
    expect(await firstName.inputValue()).toBe('ToluAde');
    await expectTypedAs(page.getByLabel('Last name'), 'Bello', 'Bello');
    const password = page.getByLabel('Password (optional)');
    await expectTypedAs(password, 'short', 'short');
    await expectFieldError(password, 'Password must be at least 8 characters');
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
    await password.pressSequentially('-and-long');
    await expectFieldError(password, null);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.locator('aside').getByText('ToluAde Bello', { exact: true }).waitFor();
  });

  it('shows the Administrators at /administrator too', async () => {
    const { page } = await browser.openAs(session);
    await page.goto(`${baseUrl()}${TEAM_PATH}/administrator`);
    expect(await currentView(page).innerText()).toMatch(/^Administrator/);
    await page.getByRole('table', { name: 'Members with the Administrator role' }).getByText('Ada Okafor').waitFor();
    await page.goto(`${baseUrl()}${TEAM_PATH}/no-such-role`);
    await page.getByRole('heading', { name: 'There is no such view of the team' }).waitFor();
  });

  it('invites someone by e-mail with a role, then revokes the invitation', async () => {
    const { page } = await browser.openAs(session);
    await page.goto(`${baseUrl()}${TEAM_PATH}/merchandizer`);
    await page.getByRole('button', { name: 'Invite member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.waitFor();
    await expectAccessible(page, 'invite dialog');
    // The role of the view the dialog was opened from is chosen (once the roles have loaded, if they had not).
    const role = dialog.getByLabel('Role');
    await expect.poll(() => role.locator('option:checked').innerText()).toBe('Merchandizer');
    const email = dialog.getByLabel('E-mail address');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    // Typed first, and every key shows; what is wrong is said when the invitation is sent.
    await typeInto(email, 'not-an-email');
    expect(await email.inputValue()).toBe('not-an-email');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectFieldError(email, 'Invalid email');
    await typeInto(email, '');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectFieldError(email, 'Enter an e-mail address');
    await typeInto(email, INVITEE);
    await expectFieldError(email, null);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await successToast(page, `Invitation sent to ${INVITEE}`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The Invited view shows it pending, and the e-mail with the link went out.
    await page.waitForURL(`${baseUrl()}${TEAM_PATH}/invited`);
    const pending = page.getByRole('table', { name: 'Pending invitations' });
    const row = pending.getByRole('row').filter({ hasText: INVITEE });
    await row.waitFor();
    expect(await row.innerText()).toContain('Merchandizer');
    expect(await row.innerText()).toContain('Ada Okafor');
    expect((await latestMail(baseUrl(), INVITEE))?.text).toMatch(/\/invites\?token=/);

    // A second invitation to the same address: the server's reason under the field it names.
    await page.getByRole('button', { name: 'Invite member' }).first().click();
    await typeInto(dialog.getByLabel('E-mail address'), INVITEE);
    // Opened from the Invited view no role is chosen for the member: never Administrator by default.
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectFieldError(dialog.getByLabel('Role'), 'Choose a role');
    await dialog.getByLabel('Role').selectOption({ label: 'Merchandizer' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectFieldError(dialog.getByLabel('E-mail address'), 'Already has a pending invitation');
    await errorToast(page, `${INVITEE} already has a pending invitation. Revoke it first to send a new one.`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Revoke asks first, then the invitation moves to the history as revoked.
    await page.getByRole('button', { name: `Revoke the invitation of ${INVITEE}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke the invitation of ${INVITEE}?` });
    await confirm.waitFor();
    await expectAccessible(page, 'revoke dialog');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await successToast(page, `Invitation of ${INVITEE} revoked`).waitFor();
    await row.waitFor({ state: 'detached' });
    const earlier = page
      .getByRole('table', { name: 'Earlier invitations' })
      .getByRole('row')
      .filter({ hasText: INVITEE });
    expect(await earlier.innerText()).toContain('Revoked');
  });

  it("changes a member's role, deactivates, activates and removes them", async () => {
    await joinThroughInvite(JOINER, 'Merchandizer');
    const name = `Sam Helper${suffix}`;
    const { page } = await browser.openAs(session, { width: 390 });
    await page.goto(`${baseUrl()}${TEAM_PATH}/merchandizer`);
    await page.getByText(JOINER).waitFor();
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: `Change role of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
    await dialog.waitFor();
    await expectAccessible(page, 'change role dialog');
    await dialog.getByLabel('Role').selectOption({ label: 'Business Manager' });
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await successToast(page, `${name} is now Business Manager`).waitFor();
    // They left this view for the Business Manager one.
    await page.getByText(JOINER).waitFor({ state: 'detached' });
    await page.goto(`${baseUrl()}${TEAM_PATH}/business-manager`);
    const row = page.getByRole('row').filter({ hasText: JOINER });
    await row.waitFor();

    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await successToast(page, `${name} deactivated`).waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Activate ${name}` }).click();
    await successToast(page, `${name} can sign in again`).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Remove ${name} from the team?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await successToast(page, `${name} removed from the team`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(`${TEAM_PATH}/business-manager`);
  });

  screenTest('opens the invite dialog at 390 px without scrolling sideways', {
    name: 'team-invite-dialog',
    path: `${TEAM_PATH}/invited`,
    fullPage: false,
    ready: async (page) => {
      await page.getByRole('table', { name: 'Earlier invitations' }).waitFor();
      await page.getByRole('button', { name: 'Invite member' }).first().click();
      await page.getByRole('dialog', { name: 'Invite a team member' }).waitFor();
    },
  });
});

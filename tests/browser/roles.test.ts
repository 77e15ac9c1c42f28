import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { expectFieldError, expectTypedAs, successToast } from './support/assertions.ts';
import { baseUrl, pathOf, useBrowser } from './support/browser.ts';
import { captureScreens, screenTestsFor } from './support/screens.ts';
import { type ApiSession, passwordLogin } from './support/server.ts';
import { openWithFailingLoad } from './support/network.ts';
import { createRole, deleteRolesNamed, listRoles } from './support/team-api.ts';
import { expectNoSideScroll } from './support/viewport.ts';
import { typeInto } from './support/keyboard.ts';

const browser = useBrowser();
const screenTest = screenTestsFor(browser.open, () => session);
let session: ApiSession;
const suffix = randomBytes(3).toString('hex');
const ROLE = `Pastry Chef ${suffix}`;
const RACED = `Night Baker ${suffix}`;
const SHOWN = `Packer ${suffix}`;
const ROLES_PATH = '/dashboard/roles-and-permissions/roles';

beforeAll(async () => {
  session = await passwordLogin(baseUrl());
});

afterAll(async () => {
  // Whatever a failed run left behind in the demo kitchen goes; the seeded roles are never touched.
  await deleteRolesNamed(baseUrl(), session.accessToken, [ROLE, RACED, SHOWN]);
});

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });
const rolesTable = (page: Page) => page.getByRole('table', { name: 'Roles' });

describe('roles', () => {
  screenTest('lists every role with its description, status and user count, at every size and theme', {
    name: 'roles',
    path: ROLES_PATH,
    ready: async (page) => {
      const table = rolesTable(page);
      for (const name of ['Administrator', 'Business Manager', 'Merchandizer', 'Kitchen Assistant']) {
        await table.getByRole('link', { name, exact: true }).waitFor();
      }
      const merchandizer = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Merchandizer' }) });
      expect(await merchandizer.getByText('Built-in').count()).toBe(1);
      expect(await merchandizer.getByText('Active').count()).toBe(1);
      // Built-in roles cannot be changed, so they offer no Edit or Delete; the custom one does.
      expect(await page.getByRole('link', { name: 'Edit Merchandizer' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Edit Kitchen Assistant' }).waitFor();
      await page.getByRole('link', { name: 'Create role' }).waitFor();
    },
  });

  it('shows placeholders while the roles load, and an error with Retry when they cannot', async () => {
    const { page } = await browser.openAs(session);
    const alert = await openWithFailingLoad(page, {
      path: ROLES_PATH,
      request: '**/api/v1/vendor/roles',
      loading: 'Loading roles',
      failure: 'Could not load the roles',
    });
    await alert.getByText('The kitchen is busy, try again').waitFor();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await rolesTable(page).getByRole('link', { name: 'Administrator', exact: true }).waitFor();
  });

  it('shows what a role allows and who holds it', async () => {
    const merchandizer = (await listRoles(baseUrl(), session.accessToken)).find(
      (role) => role.slug === 'merchandizer',
    )!;
    await captureScreens(browser.open, {
      name: 'role-details',
      path: `${ROLES_PATH}/${merchandizer.id}`,
      session,
      ready: async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Merchandizer' }).waitFor();
        const permissions = page.getByRole('region', { name: 'Meals' });
        await permissions.getByText('Manage meals').waitFor();
        await page.getByText('merchandizer@kitchen.test').waitFor();
        expect(await page.getByRole('button', { name: 'Delete role' }).count()).toBe(0);
      },
    });
  });

  it('creates a role in three steps from step 1, then deletes it after confirming', async () => {
    const { page } = await browser.openAs(session, { path: ROLES_PATH });
    await page.getByRole('link', { name: 'Create role' }).click();
    await page.waitForURL(`${baseUrl()}${ROLES_PATH}/new`);
    await page.getByRole('heading', { level: 1, name: 'Create role' }).waitFor();
    await stepHeading(page, 'Name and description').waitFor();
    expect(
      await page.getByRole('list', { name: 'Steps of the role' }).locator('[aria-current="step"]').innerText(),
    ).toContain('Name and description');
    await page.getByText('Step 1 of 3').waitFor();

    // Step 1: the name is typed first, and every key shows.
    const name = page.getByLabel('Role name');
    await expectTypedAs(name, 'kitchen  ASSISTANT', 'kitchen  ASSISTANT');
    // Not a name the kitchen already uses, and not none.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(name, 'A role with this name already exists');
    await typeInto(name, '');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(name, 'Enter a name for the role');
    await typeInto(name, ROLE);
    await expectFieldError(name, null);
    await typeInto(page.getByLabel('Description (optional)'), 'Bakes the bread and the puff pastry.');
    // Enter moves on like Next, and the new step's heading takes the focus.
    await name.press('Enter');
    await stepHeading(page, 'Permissions').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Step 2 of 3Permissions');

    // Step 2: at least one permission, each toggled on and off by pressing it.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Choose at least one permission').waitFor();
    const viewMeals = page.getByRole('switch', { name: /^View meals/ });
    await viewMeals.click();
    expect(await viewMeals.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('switch', { name: /^View orders/ }).click();
    await page.getByRole('switch', { name: /^Manage orders/ }).click();
    await page.getByRole('switch', { name: /^Manage orders/ }).click();
    expect(await page.getByRole('switch', { name: /^Manage orders/ }).getAttribute('aria-checked')).toBe('false');
    await page.getByText('2 permissions chosen.').waitFor();
    await expectAccessible(page, 'role wizard, permissions');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the review, with the status active unless changed.
    await stepHeading(page, 'Review').waitFor();
    await page.getByText('Meals: View meals').waitFor();
    await page.getByText('Orders: View orders').waitFor();
    expect(await page.getByRole('radio', { name: 'Active', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Permissions').waitFor();
    expect(await viewMeals.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create role' }).click();
    await successToast(page, `Role "${ROLE}" created`).waitFor();
    await page.getByRole('heading', { level: 1, name: ROLE }).waitFor();
    expect(pathOf(page)).toMatch(new RegExp(`^${ROLES_PATH}/[0-9a-f-]{36}$`));

    // Back in the list: the new role, active, held by nobody yet.
    await page.goto(`${baseUrl()}${ROLES_PATH}`);
    const row = rolesTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: ROLE }) });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['Bakes the bread and the puff pastry.', 'Active', '0', '2']),
    );

    // Delete asks first; Cancel keeps the role, confirming removes it.
    await page.getByRole('button', { name: `Delete ${ROLE}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete the ${ROLE} role?` });
    await dialog.waitFor();
    await expectAccessible(page, 'delete role dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor();
    await page.getByRole('button', { name: `Delete ${ROLE}` }).click();
    await dialog.getByRole('button', { name: 'Delete role' }).click();
    await successToast(page, `Role "${ROLE}" deleted`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await listRoles(baseUrl(), session.accessToken)).some((role) => role.name === ROLE)).toBe(false);
  });

  it("shows the server's refusal under the field it names, on the step that holds it", async () => {
    const { page } = await browser.openAs(session);
    await page.goto(`${baseUrl()}${ROLES_PATH}/new`);
    await typeInto(page.getByLabel('Role name'), RACED);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('switch', { name: /^View meals/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 'Review').waitFor();
    // Someone else takes the name while this member reviews.
    await createRole(baseUrl(), session.accessToken, RACED, ['meals.view']);
    await page.getByRole('button', { name: 'Create role' }).click();
    await stepHeading(page, 'Name and description').waitFor();
    await expectFieldError(page.getByLabel('Role name'), 'A role with this name already exists');
    expect(pathOf(page)).toBe(`${ROLES_PATH}/new`);
  });

  it('edits a custom role in the same steps and saves only what changed', async () => {
    const role = await createRole(baseUrl(), session.accessToken, SHOWN, ['orders.view']);
    const { page } = await browser.openAs(session, { width: 390 });
    await page.goto(`${baseUrl()}${ROLES_PATH}/${role.id}/edit`);
    await page.getByRole('heading', { level: 1, name: `Edit ${SHOWN}` }).waitFor();
    expect(await page.getByLabel('Role name').inputValue()).toBe(SHOWN);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('switch', { name: /^View orders/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('switch', { name: /^View meals/ }).click();
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Inactive' }).check();
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await successToast(page, `Role "${SHOWN}" saved`).waitFor();
    await page.getByRole('heading', { level: 1, name: SHOWN }).waitFor();
    await page.getByText('Inactive', { exact: true }).waitFor();
    await expectNoSideScroll(page);
  });

  screenTest('captures the permissions step of a new role', {
    name: 'role-new-permissions',
    path: `${ROLES_PATH}/new`,
    // The screen as the member sees it, the buttons held at its bottom edge.
    fullPage: false,
    ready: async (page) => {
      await typeInto(page.getByLabel('Role name'), 'Weekend Help');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('switch', { name: /^View meals/ }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  });

  screenTest('captures the review step of a new role', {
    name: 'role-new-review',
    path: `${ROLES_PATH}/new`,
    ready: async (page) => {
      await typeInto(page.getByLabel('Role name'), 'Weekend Help');
      await typeInto(page.getByLabel('Description (optional)'), 'Packs orders on Saturdays.');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('switch', { name: /^View meals/ }).click();
      await page.getByRole('switch', { name: /^View orders/ }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await stepHeading(page, 'Review').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  });
});

import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { errorToast, expectFieldError, successToast } from './support/assertions.ts';
import { baseUrl } from './support/browser.ts';
import { advance, pauseClock } from './support/clock.ts';
import { newKitchen } from './support/kitchen.ts';
import { answerRequests, apiFailure, failUntilStopped } from './support/network.ts';
import {
  addCity,
  confirmation,
  createZone,
  openNewZone,
  openShipping,
  searchCity,
  townId,
  useShippingJourneys,
  zoneItem,
} from './support/shipping.ts';
import { expectNoSideScroll } from './support/viewport.ts';
import { typeInto } from './support/keyboard.ts';

const { browser, demo, openSignedIn } = useShippingJourneys();

/** SPEC: the city search applies 300 ms after typing pauses. */
const SEARCH_DEBOUNCE_MS = 300;

describe('zones through the city search', () => {
  it('creates, edits and deletes a zone; asks before switching regions and before dropping a new zone’s cities', async () => {
    const { page } = await browser.openAs(demo());
    // The search runs 300 ms after the last key (SPEC), timed on the page's own clock.
    await page.clock.install();
    await openShipping(page);
    await zoneItem(page, 'London 1').waitFor();
    const dialog = await openNewZone(page);
    await expectAccessible(page);
    const search = dialog.getByLabel('Search for a City');
    const matching = dialog.getByRole('region', { name: 'Matching cities' });

    // What a person does first: types the city's name. Every key shows; the search waits for a pause.
    await pauseClock(page);
    await search.click();
    await search.pressSequentially('Whitstable');
    expect(await search.inputValue()).toBe('Whitstable');
    await advance(page, SEARCH_DEBOUNCE_MS - 1);
    expect(await matching.count()).toBe(0);
    await advance(page, 1);
    await matching.getByRole('button', { name: 'Add Whitstable, Kent' }).waitFor();
    await page.clock.resume();

    // Adding a searched city picks its region and names the zone after it.
    await matching.getByRole('button', { name: 'Add Whitstable, Kent' }).click();
    await matching.getByRole('button', { name: 'Remove Whitstable, Kent' }).waitFor();
    expect(await dialog.getByLabel('Zone name').inputValue()).toBe('South East 2');
    await dialog.getByRole('button', { name: 'South East', exact: true, pressed: true }).waitFor();

    // Clearing the search shows the chosen cities again.
    await typeInto(search, '');
    const chosen = dialog.getByRole('region', { name: 'Chosen Zones' });
    await chosen.getByRole('button', { name: 'Remove Whitstable' }).waitFor();

    // Another region with a city chosen: No keeps it, Yes clears it.
    await dialog.getByRole('button', { name: 'Wales', exact: true }).click();
    const switchDialog = await confirmation(
      page,
      'Switch regions',
      'Are you sure you want to switch regions? All unsaved changes will be lost.',
    );
    await switchDialog.getByRole('button', { name: 'No' }).click();
    await switchDialog.waitFor({ state: 'detached' });
    await chosen.getByRole('button', { name: 'Remove Whitstable' }).waitFor();
    await dialog.getByRole('button', { name: 'Wales', exact: true }).click();
    await switchDialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.getByRole('button', { name: 'Wales', exact: true, pressed: true }).waitFor();
    expect(await chosen.getByRole('listitem').count()).toBe(0);
    expect(await dialog.getByLabel('Zone name').inputValue()).toBe('Wales 1');

    // Cancel in a new zone with cities asks before deleting them.
    await dialog.getByRole('button', { name: 'Conwy' }).click();
    await dialog.getByRole('list', { name: 'Cities in Conwy' }).getByLabel('Llandudno').check();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const deleteCities = page.getByRole('alertdialog', { name: 'Delete cities' });
    await deleteCities.getByText('This action cannot be undone', { exact: true }).waitFor();
    await deleteCities.getByRole('button', { name: 'Keep editing' }).click();
    await chosen.getByRole('button', { name: 'Remove Llandudno' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await deleteCities.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A new zone: a city found by the search, and a fee that must not be zero.
    const again = await openNewZone(page);
    await addCity(again, 'Whitstable', 'Whitstable', 'Kent');
    const fee = again.getByLabel('Delivery fee (£)');
    await typeInto(fee, '0');
    await again.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(fee, 'The delivery fee must be more than £0');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('inputmode'))).toBe('decimal');
    await typeInto(fee, '4.75');
    await fee.press('Enter');
    await successToast(page, 'success!').last().waitFor(); // an earlier save's toast may still show
    await again.waitFor({ state: 'detached' });
    const created = zoneItem(page, 'South East 2');
    await created.getByText('£4.75', { exact: true }).waitFor();
    await created.getByText('Whitstable', { exact: true }).waitFor();

    // Edit: the zone opens with its city; another city and a new fee are saved and the list shows them.
    await created.getByRole('button', { name: 'Edit South East 2' }).click();
    const edit = page.getByRole('dialog', { name: 'South East 2' });
    await edit
      .getByRole('region', { name: 'Chosen Zones' })
      .getByRole('button', { name: 'Remove Whitstable' })
      .waitFor();
    await addCity(edit, 'Margate', 'Margate', 'Kent');
    await typeInto(edit.getByLabel('Delivery fee (£)'), '5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await successToast(page, 'success!').last().waitFor(); // an earlier save's toast may still show
    await edit.waitFor({ state: 'detached' });
    await created.getByText('£5.00', { exact: true }).waitFor();
    await created.getByText('Margate, Whitstable', { exact: true }).waitFor();

    // Delete asks with the zone's name, then the zone is gone.
    await created.getByRole('button', { name: 'Delete South East 2' }).click();
    const confirm = await confirmation(
      page,
      'Delete shipping zone',
      'Are you sure you want to delete the South East 2 shipping zone?',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await successToast(page, 'Shipping zone deleted successfully').waitFor();
    await created.waitFor({ state: 'detached' });
    await zoneItem(page, 'South East 1').waitFor();
  });

  it('a city already in another zone offers "Add to" that zone or "Create new shipping zone"', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Two Zone Kitchen');
    const [peckham, camberwell] = await Promise.all([
      townId(kitchen, 'London', 'Southwark', 'Peckham'),
      townId(kitchen, 'London', 'Southwark', 'Camberwell'),
    ]);
    await createZone(kitchen, 'London 1', 3.5, [peckham, camberwell]);

    const { page } = await openSignedIn(kitchen, { width: 390 });
    await zoneItem(page, 'London 1').waitFor();

    // Create new shipping zone: Peckham moves out of London 1 into the new zone.
    let dialog = await openNewZone(page);
    const matching = await searchCity(dialog, 'Peckham', 'Peckham', 'Southwark');
    await matching.getByText('In London 1', { exact: true }).waitFor();
    await matching.getByRole('button', { name: 'Add Peckham, Southwark' }).click();
    const choice = page.getByRole('alertdialog', { name: 'Peckham is already in London 1' });
    await choice.waitFor();
    await expectAccessible(page);
    await expectNoSideScroll(page);
    await choice.getByRole('button', { name: 'Create new shipping zone' }).click();
    await typeInto(dialog.getByLabel('Search for a City'), '');
    const chosen = dialog.getByRole('region', { name: 'Chosen Zones' });
    await chosen.getByText('Moves from London 1', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Zone name').inputValue()).toBe('London 2');
    await typeInto(dialog.getByLabel('Delivery fee (£)'), '2.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await successToast(page, 'success!').last().waitFor(); // an earlier save's toast may still show
    await zoneItem(page, 'London 2').getByText('Peckham', { exact: true }).waitFor();
    await zoneItem(page, 'London 1').getByText('Camberwell', { exact: true }).waitFor();

    // Add to London 1: the modal turns to London 1 with the cities chosen so far; Save keeps them there.
    dialog = await openNewZone(page);
    await addCity(dialog, 'East Dulwich', 'East Dulwich', 'Southwark');
    await addCity(dialog, 'Camberwell', 'Camberwell', 'Southwark');
    const second = page.getByRole('alertdialog', { name: 'Camberwell is already in London 1' });
    // Camberwell is all London 1 has left, so it cannot be taken over.
    expect(await second.getByRole('button', { name: 'Create new shipping zone' }).isDisabled()).toBe(true);
    await second.getByRole('button', { name: 'Add to London 1' }).click();
    const london1 = page.getByRole('dialog', { name: 'London 1' });
    await typeInto(london1.getByLabel('Search for a City'), '');
    const london1Chosen = london1.getByRole('region', { name: 'Chosen Zones' });
    await london1Chosen.getByRole('button', { name: 'Remove East Dulwich' }).waitFor();
    await london1Chosen.getByRole('button', { name: 'Remove Camberwell' }).waitFor();
    await london1.getByRole('button', { name: 'Save' }).click();
    await successToast(page, 'success!').last().waitFor(); // an earlier save's toast may still show
    await zoneItem(page, 'London 1').getByText('Camberwell, East Dulwich', { exact: true }).waitFor();
    await expectNoSideScroll(page);
  });

  it('works from the keyboard: the modal keeps focus, Escape clears the search before it closes', async () => {
    const { page } = await openSignedIn();
    const add = page.getByRole('button', { name: 'Add new zone' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add new zone' });
    await dialog.getByRole('button', { name: 'London', exact: true }).waitFor();
    const focusInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-modal') === 'true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');

    await page.keyboard.type('Harrogate');
    await page.keyboard.press('Enter');
    const matching = dialog.getByRole('region', { name: 'Matching cities' });
    await matching.getByRole('button', { name: 'Add Harrogate, North Yorkshire' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Add Harrogate, North Yorkshire',
    );
    await page.keyboard.press('Enter');
    await matching.getByRole('button', { name: 'Remove Harrogate, North Yorkshire' }).waitFor();
    expect(await dialog.getByLabel('Zone name').inputValue()).toBe('Yorkshire and The Humber 1');
    await dialog.getByRole('button', { name: 'Yorkshire and The Humber', pressed: true }).waitFor();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `after ${i + 1} Tab presses`).toBe(true);
    }

    // Escape in the search box clears it first; the next Escape asks before dropping the chosen city.
    await dialog.getByLabel('Search for a City').focus();
    await page.keyboard.press('Escape');
    await dialog.getByRole('region', { name: 'Chosen Zones' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    const deleteCities = page.getByRole('alertdialog', { name: 'Delete cities' });
    await deleteCities.waitFor();
    await page.keyboard.press('Escape');
    await deleteCities.waitFor({ state: 'detached' });
    expect(await focusInDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await deleteCities.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Add new zone');
  });

  it('says "something  went wrong please try again" when the zones fail to load, and Retry loads them', async () => {
    const { page } = await browser.openAs(demo());
    const failure = await failUntilStopped(
      page,
      '**/api/v1/vendor/delivery-zones',
      apiFailure(500, 'Internal server error'),
      'GET',
    );
    await openShipping(page);
    await errorToast(page, 'something  went wrong please try again').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Your shipping zones could not be loaded' });
    await alert.waitFor();
    await expectAccessible(page);
    failure.stop();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await zoneItem(page, 'London 1').waitFor();
  });

  it('says "something went wrong" when a save fails and "Something went wrong" when a delete fails', async () => {
    const kitchen = await newKitchen(baseUrl(), 'Failing Kitchen');
    await createZone(kitchen, 'Wales 1', 3, [await townId(kitchen, 'Wales', 'Conwy', 'Llandudno')]);
    const { page } = await browser.openAs(kitchen);
    await answerRequests(page, '**/api/v1/vendor/delivery-zones/*', ['PATCH', 'DELETE'], {
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Service unavailable"}',
    });
    await openShipping(page);
    await zoneItem(page, 'Wales 1').getByRole('button', { name: 'Edit Wales 1' }).click();
    const edit = page.getByRole('dialog', { name: 'Wales 1' });
    await typeInto(edit.getByLabel('Delivery fee (£)'), '3.25');
    await edit.getByRole('button', { name: 'Save' }).click();
    await errorToast(page, 'something went wrong').waitFor();
    expect(await edit.isVisible()).toBe(true);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();

    await zoneItem(page, 'Wales 1').getByRole('button', { name: 'Delete Wales 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete shipping zone' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await errorToast(page, 'Something went wrong').waitFor();
    await zoneItem(page, 'Wales 1').waitFor();
  });
});

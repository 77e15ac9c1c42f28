// Checkouts from one address are limited (STOREFRONT_CHECKOUT_LIMIT per 15 minutes), whatever they ask for.
import { expect, it } from 'vitest';
import { useTestApp } from '../../testing/harness.ts';
import { checkoutBody, demoMeal, demoTowns, KITCHEN, MONDAY_MORNING } from '../../testing/storefront.ts';

const t = useTestApp({ NODE_ENV: 'test', STOREFRONT_CHECKOUT_LIMIT: '2' });

it('answers 429 with Retry-After once an address has started its checkouts for the window', async () => {
  t.clock.set(MONDAY_MORNING);
  const { townId } = await demoTowns(t);
  const rice = await demoMeal(t, 'Jollof Rice with Chicken');
  const body = checkoutBody('2031-01-12', [{ optionId: rice.option.id, quantity: 1 }], townId);
  await t.api.post(`${KITCHEN}/checkouts`).send(body).expect(422);
  await t.api.post(`${KITCHEN}/checkouts`).send(body).expect(422);
  const limited = await t.api.post(`${KITCHEN}/checkouts`).send(body).expect(429);
  expect(limited.body.code).toBe('RATE_LIMITED');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // The kitchen and its menu stay open to the same address.
  await t.api.get(KITCHEN).expect(200);
});

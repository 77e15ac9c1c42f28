// The data generator at a small size: every kitchen it makes (and the big one) is a kitchen a chef finished setting
// up, so its storefront takes orders as a real one would: onboarding complete, a menu, zones and opening days. Through
// the storefront's own API, on the embedded database or PostgreSQL (TEST_DATABASE_URL).
import { beforeAll, describe, expect, it } from 'vitest';
import { isComplete, onboardingSteps } from '../features/onboarding/status.ts';
import { loadBusinessAndOwner } from '../features/onboarding/queries.ts';
import { useTestApp } from '../testing/harness.ts';
import { BIG_KITCHEN_EMAIL, BIG_KITCHEN_HANDLE, bigKitchen, generateData } from './generate.ts';

const t = useTestApp();
const STOREFRONT = '/api/storefront/v1';
const SEED = 3;
const KITCHENS = 4;

beforeAll(async () => {
  await generateData(t.db.prisma, {
    seed: SEED,
    kitchens: KITCHENS,
    ordersPerKitchen: 20,
    customersPerKitchen: 10,
    bigOrders: 60,
    bigCustomers: 20,
    now: t.clock.now(),
  });
}, 300_000);

const handles = [BIG_KITCHEN_HANDLE, ...Array.from({ length: KITCHENS }, (_, i) => `kitchen-${i + 1}`)];

describe('the generated kitchens', () => {
  it.each(handles)('%s: its storefront is open, offers delivery dates and a menu for the first', async (handle) => {
    const kitchen = (await t.api.get(`${STOREFRONT}/kitchens/${handle}`).expect(200)).body.data;
    expect(kitchen).toMatchObject({ handle, open: true, closedReason: null });
    expect(kitchen.deliveryDates.length).toBeGreaterThan(0);
    expect(kitchen.zones.length).toBeGreaterThan(0);
    expect(kitchen.openingDays.some((d: { open: boolean }) => d.open)).toBe(true);
    const date = kitchen.deliveryDates[0] as string;
    const menu = (await t.api.get(`${STOREFRONT}/kitchens/${handle}/menu?date=${date}`).expect(200)).body.data;
    expect(menu.date).toBe(date);
    expect(menu.meals.length).toBeGreaterThan(0);
  });

  it('finished onboarding as its owner would: every step done, each document its own upload', async () => {
    const ids = await t.db.prisma.business.findMany({
      where: { handleName: { in: handles } },
      select: { id: true },
    });
    expect(ids).toHaveLength(handles.length);
    const documents = new Set<string>();
    for (const { id } of ids) {
      const { business, owner } = await loadBusinessAndOwner(t.db.prisma, id);
      const steps = onboardingSteps(business, owner);
      expect(steps, business.handleName!).toEqual({
        personal: true,
        business: true,
        documents: true,
        preferences: true,
      });
      expect(isComplete(steps)).toBe(true);
      for (const doc of [
        business.foodHygieneCertificateId,
        business.councilRegistrationDocumentId,
        owner!.proofOfIdentificationId,
        owner!.allergenAwarenessCertificateId,
      ]) {
        const media = await t.db.prisma.media.findUniqueOrThrow({ where: { id: doc! } });
        expect(media).toMatchObject({ businessId: id, uploadedById: owner!.id, purpose: 'document' });
        documents.add(media.id);
      }
    }
    expect(documents.size).toBe(ids.length * 4);
  });

  it("signs the big kitchen's owner in as having finished onboarding", async () => {
    const session = await t.sessionFor(BIG_KITCHEN_EMAIL);
    expect(session.completedOnboarding).toBe(true);
    const owner = await t.db.prisma.membership.findFirstOrThrow({ where: { user: { email: BIG_KITCHEN_EMAIL } } });
    expect(owner.businessId).toBe(bigKitchen(SEED).businessId);
  });
});

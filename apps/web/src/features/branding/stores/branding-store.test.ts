import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { BrandingStore } from './branding-store';

const branding = {
  kitchenName: null,
  HandleName: null,
  KitchenDescription: null,
  Address: null,
  Banner: null,
  bannerId: null,
};
const request = {
  kitchenName: 'Test Kitchen',
  HandleName: 'test-kitchen',
  KitchenDescription: null,
  Address: null,
  bannerId: 'm1',
};

describe('BrandingStore', () => {
  it('settles the branding loading flag once the branding has loaded', async () => {
    const { store } = createTestRootStore({ 'GET /vendor/branding': () => ok(branding) }, { accessToken: 'a' });
    expect(store.ui.isLoading('branding')).toBe(true);
    await store.get(BrandingStore).getBranding().load();
    expect(store.ui.isLoading('branding')).toBe(false);
  });

  it('has the branding loading again while it is fetched afresh', async () => {
    const { store } = createTestRootStore({ 'GET /vendor/branding': () => ok(branding) }, { accessToken: 'a' });
    const read = store.get(BrandingStore).getBranding();
    await read.load();
    const again = read.refetch();
    expect(store.ui.isLoading('branding')).toBe(true);
    await again;
    expect(store.ui.isLoading('branding')).toBe(false);
  });

  it('saves the branding and shows what the server kept', async () => {
    const { store, calls } = createTestRootStore(
      {
        'GET /vendor/branding': () => ok(branding),
        'PUT /vendor/branding': () => ok({ ...request, Banner: '/api/v1/files/b.png' }),
      },
      { accessToken: 'a' },
    );
    const brandings = store.get(BrandingStore);
    await brandings.getBranding().load();
    const result = await brandings.updateBranding(request);
    expect(result.ok).toBe(true);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(request);
    expect(brandings.getBranding().data?.Banner).toBe('/api/v1/files/b.png');
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Changes saved successfully']);
  });

  it('puts "already taken" under the handle when another kitchen has it', async () => {
    const { store } = createTestRootStore(
      {
        'PUT /vendor/branding': () =>
          fieldRefusal(409, 'The handle "taken" is already taken by another kitchen', {
            HandleName: 'Already taken by another kitchen',
          }),
      },
      { accessToken: 'a' },
    );
    const brandings = store.get(BrandingStore);
    const result = await brandings.updateBranding({ ...request, HandleName: 'taken' });
    expect(result.ok).toBe(false);
    expect(brandings.fieldErrors('updateBranding')).toEqual({ HandleName: 'Already taken by another kitchen' });
    expect(store.ui.toasts.map((toast) => toast.type)).toEqual(['error']);
  });
});

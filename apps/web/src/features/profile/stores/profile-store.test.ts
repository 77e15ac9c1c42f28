import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createTestRootStore } from '@/testing/test-root-store';
import { ProfileStore } from './profile-store';

const profile = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@kitchen.test',
  phone: null,
  dob: null,
  avatar: null,
  role: { id: 'r1', name: 'Administrator', slug: 'administrator' },
  businessId: 'b1',
  businessName: 'Test Kitchen',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const user = { firstName: 'Ada', lastName: 'Okafor', email: 'ada@kitchen.test' };

describe('ProfileStore', () => {
  it('saves the changes, shows the saved profile and refreshes the member the sidebar shows', async () => {
    const { store, calls, session } = createTestRootStore(
      {
        'GET /vendor/profile': () => ok(profile),
        'PATCH /vendor/profile': (call) => ok({ ...profile, ...(call.body as object) }),
        'GET /vendor/me': () => ok({ ...user, firstName: 'Adaeze' }),
      },
      { accessToken: 'a', user },
    );
    const profiles = store.get(ProfileStore);
    await profiles.getProfile().load();

    const result = await profiles.updateProfile({ firstName: 'Adaeze' });

    expect(result.ok).toBe(true);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ firstName: 'Adaeze' });
    expect(profiles.getProfile().data?.firstName).toBe('Adaeze');
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Changes saved successfully']);
    await expect.poll(() => store.auth.user?.firstName).toBe('Adaeze');
    expect(session().user?.firstName).toBe('Adaeze');
  });

  it('keeps the server messages by field when the save is refused', async () => {
    const { store } = createTestRootStore(
      {
        'PATCH /vendor/profile': () =>
          fieldRefusal(422, 'You must be at least 18 years old to sell on the platform', {
            dob: 'Must be at least 18 years old',
          }),
      },
      { accessToken: 'a', user },
    );
    const profiles = store.get(ProfileStore);
    const result = await profiles.updateProfile({ dob: '2015-01-01' });
    expect(result.ok).toBe(false);
    expect(profiles.fieldErrors('updateProfile')).toEqual({ dob: 'Must be at least 18 years old' });
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'You must be at least 18 years old to sell on the platform'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { apiError, json, ok } from '@/testing/fake-fetch';
import { createTestRootStore } from '@/testing/test-root-store';
import type { VendorApplicationForm } from '@/lib/validation';
import { WaitlistStore } from './waitlist-store';

const application: VendorApplicationForm = {
  fullName: 'Ada Lovelace',
  email: 'ada@kitchen.test',
  instagramHandle: 'instagram.com/ada',
  twitterHandle: '',
  tiktokHandle: '',
  registeredWithCompaniesHouse: 'Yes',
  cookingExperience: 'Medium',
  mealPlan: 'Jollof on Sundays',
};

const toastMessages = (store: ReturnType<typeof createTestRootStore>['store']) =>
  store.ui.toasts.map((toast) => [toast.type, toast.message]);

describe('WaitlistStore joinWaitlist', () => {
  it('succeeds when the answer is ok and says success', async () => {
    const { store, calls } = createTestRootStore({
      'POST /waitlist': () => ok({ email: 'ada@kitchen.test' }, { ok: true }),
    });
    expect(await store.get(WaitlistStore).joinWaitlist(' ada@kitchen.test ')).toBe(true);
    expect(calls[0]?.body).toEqual({ email: 'ada@kitchen.test' });
    expect(store.get(WaitlistStore).errorFor('joinWaitlist')).toBeNull();
    expect(toastMessages(store)).toEqual([['success', 'Successfully joined the waitlist!']]);
  });

  it('fails on an ok answer whose body does not say success', async () => {
    const { store } = createTestRootStore({ 'POST /waitlist': () => json(200, { success: false }) });
    expect(await store.get(WaitlistStore).joinWaitlist('ada@kitchen.test')).toBe(false);
    expect(toastMessages(store)).toEqual([['error', 'Error joining waitlist']]);
  });

  it('fails on an error answer', async () => {
    const { store } = createTestRootStore({ 'POST /waitlist': () => apiError(400, 'Invalid email') });
    expect(await store.get(WaitlistStore).joinWaitlist('ada@kitchen.test')).toBe(false);
    expect(store.get(WaitlistStore).errorFor('joinWaitlist')).not.toBeNull();
    expect(toastMessages(store)).toEqual([['error', 'Error joining waitlist']]);
  });
});

describe('WaitlistStore submitVendorApplication', () => {
  it('sends only the e-mail to the waitlist and the full application for review', async () => {
    const { store, calls } = createTestRootStore({
      'POST /waitlist': () => ok({}, { ok: true }),
      'POST /vendor-applications': () => json(201, { success: true, status: 'success', data: { id: 'a1' } }),
    });
    expect(await store.get(WaitlistStore).submitVendorApplication(application)).toBe(true);

    const waitlist = calls.find((call) => call.path === '/waitlist');
    const filed = calls.find((call) => call.path === '/vendor-applications');
    expect(waitlist?.body).toEqual({ email: 'ada@kitchen.test' });
    expect(filed?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@kitchen.test',
      instagram: 'instagram.com/ada',
      registeredWithCompaniesHouse: true,
      cookingExperience: 'Medium',
      mealPlan: 'Jollof on Sundays',
    });
    expect(toastMessages(store)).toEqual([['success', 'Successfully joined the waitlist!']]);
  });

  it('reports the failure toast when the waitlist call fails', async () => {
    const { store } = createTestRootStore({
      'POST /waitlist': () => apiError(500, 'down'),
      'POST /vendor-applications': () => ok({}),
    });
    expect(await store.get(WaitlistStore).submitVendorApplication(application)).toBe(false);
    expect(store.get(WaitlistStore).errorFor('submitVendorApplication')).not.toBeNull();
    expect(toastMessages(store)).toEqual([['error', 'Error joining waitlist']]);
  });
});

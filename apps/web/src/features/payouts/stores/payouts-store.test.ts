import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { RootStore } from '@/stores/root-store';
import { apiError, createFakeFetch, json, ok, TEST_BASE_URL, type RecordedCall } from '@/testing/fake-fetch';
import { fieldRefusal } from '@/testing/field-refusal';
import { createMemorySession } from '@/testing/memory-session';
import { createTestRootStore } from '@/testing/test-root-store';
import { PayoutsStore, type Transaction } from './payouts-store';

type Routes = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

/** A root store over the fake API that also records the query string of every request. */
function storeWithQueries(routes: Routes) {
  const fake = createFakeFetch(routes);
  const queries: URLSearchParams[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    queries.push(url.searchParams);
    return fake.fetch(input, init);
  };
  const { session } = createMemorySession({ accessToken: 'a' });
  const store = new RootStore({ api: createApiClient({ baseUrl: TEST_BASE_URL, fetch, session }), session });
  return { store, queries, calls: fake.calls };
}

const transaction = (n: number, extra: Partial<Transaction> = {}): Transaction => ({
  id: `t${n}`,
  createdAt: '2026-03-04T12:00:00.000Z',
  description: `Sale: order ORD-${n}`,
  reference: `TRX-${200000 + n}`,
  amount: 10 + n,
  paymentConfirmationDate: null,
  type: 'sale',
  status: 'paid',
  ...extra,
});

const counts = { all: 205, pending: 5, paid: 180, processing: 10, hold: 6, cancelled: 4 };
const meta = (pageNumber: number, pageSize: number, total: number) => ({
  pageNumber,
  pageSize,
  totalNumberOfRecords: total,
  totalNumberOfPages: Math.ceil(total / pageSize),
  counts,
});

const setup = { minimumPayout: 50, schedule: 'weekly', stripeAccountOnboardingDone: false };

describe('PayoutsStore transactions', () => {
  it('asks for the page and status of the tab and keeps the per-status counts', async () => {
    const { store, queries } = storeWithQueries({
      'GET /vendor/transactions': () => ok([transaction(1)], { meta: meta(2, 20, 180) }),
    });
    const read = store.get(PayoutsStore).listTransactions({ pageNumber: 2, pageSize: 20, status: 'paid' });
    await read.load();
    expect(Object.fromEntries(queries[0]!)).toEqual({ pageNumber: '2', pageSize: '20', status: 'paid' });
    expect(read.data?.rows).toHaveLength(1);
    expect(read.data?.meta.counts).toEqual(counts);
    expect(store.get(PayoutsStore).statusCounts).toEqual(counts);
  });

  it('leaves the status out for All Payouts', async () => {
    const { store, queries } = storeWithQueries({
      'GET /vendor/transactions': () => ok([], { meta: meta(1, 20, 0) }),
    });
    await store.get(PayoutsStore).listTransactions({ pageNumber: 1, pageSize: 20, status: undefined }).load();
    expect(queries[0]!.has('status')).toBe(false);
  });

  it('keeps the failure of a load for the error state, and Retry loads again', async () => {
    let fail = true;
    const { store } = createTestRootStore(
      {
        'GET /vendor/transactions': () =>
          fail ? apiError(503, 'Service unavailable') : ok([], { meta: meta(1, 20, 0) }),
      },
      { accessToken: 'a' },
    );
    const read = store.get(PayoutsStore).listTransactions({ pageNumber: 1, pageSize: 20 });
    await read.load();
    expect(read.error?.message).toBe('Service unavailable');
    fail = false;
    await read.refetch();
    expect(read.error).toBeNull();
    expect(read.data?.rows).toEqual([]);
  });
});

describe('PayoutsStore CSV export', () => {
  it('fetches every page of the filter at the largest page size and saves one CSV with every row', async () => {
    const all = Array.from({ length: 205 }, (_, index) => transaction(index + 1));
    const { store, queries } = storeWithQueries({
      'GET /vendor/transactions': () => {
        const query = queries[queries.length - 1]!;
        const pageNumber = Number(query.get('pageNumber'));
        const pageSize = Number(query.get('pageSize'));
        return ok(all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), {
          meta: meta(pageNumber, pageSize, all.length),
        });
      },
    });
    const payouts = store.get(PayoutsStore);
    const save = vi.fn();
    const progress: (string | null)[] = [];
    const stop = autorun(() =>
      progress.push(payouts.exportProgress ? `${payouts.exportProgress.loaded}/${payouts.exportProgress.total}` : null),
    );

    const result = await payouts.exportTransactions('paid', save);
    stop();

    expect(result).toEqual({ ok: true, data: 205 });
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { pageNumber: '1', pageSize: '100', status: 'paid' },
      { pageNumber: '2', pageSize: '100', status: 'paid' },
      { pageNumber: '3', pageSize: '100', status: 'paid' },
    ]);
    expect(progress).toEqual([null, '0/1', '1/3', '2/3', '3/3', null]);
    const [csv, filename] = save.mock.calls[0] as [string, string];
    expect(csv.trim().split('\r\n')).toHaveLength(206);
    expect(filename).toMatch(/^transactions-paid-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Exported 205 transactions']);
  });

  it('keeps a transaction once when a new one shifts the pages during the export', async () => {
    let call = 0;
    const { store } = createTestRootStore(
      {
        'GET /vendor/transactions': () => {
          call += 1;
          // Page 2 is read after a new transaction arrived: its first row is page 1's last.
          const rows =
            call === 1
              ? Array.from({ length: 100 }, (_, index) => transaction(index + 1))
              : [transaction(100), transaction(101)];
          return ok(rows, { meta: meta(call, 100, call === 1 ? 101 : 102) });
        },
      },
      { accessToken: 'a' },
    );
    const save = vi.fn();
    const result = await store.get(PayoutsStore).exportTransactions(undefined, save);
    expect(result).toEqual({ ok: true, data: 101 });
    expect(save.mock.calls[0]![1]).toMatch(/^transactions-all-/);
  });

  it('saves nothing and shows the reason when a page fails', async () => {
    const { store } = createTestRootStore(
      { 'GET /vendor/transactions': () => apiError(403, 'Missing permission payouts.view') },
      { accessToken: 'a' },
    );
    const payouts = store.get(PayoutsStore);
    const save = vi.fn();
    const result = await payouts.exportTransactions(undefined, save);
    expect(result.ok).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(payouts.exportProgress).toBeNull();
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'Missing permission payouts.view'],
    ]);
  });
});

describe('PayoutsStore payout setup', () => {
  it('sends the minimum as a number, shows the saved setup and fetches the summary again', async () => {
    let insightsCalls = 0;
    const { store, calls } = createTestRootStore(
      {
        'GET /vendor/payout/setup': () => ok(setup),
        'PATCH /vendor/payout/setup': (call) => ok({ ...setup, ...(call.body as object) }),
        'GET /vendor/insights/transactions': () => {
          insightsCalls += 1;
          return ok({
            nextPayout: { amount: 0, date: null },
            previousPayout: { amount: 0, date: null },
            revenue: { amount: 0, estimatedBy: '2026-03-31' },
          });
        },
      },
      { accessToken: 'a' },
    );
    const payouts = store.get(PayoutsStore);
    const insights = payouts.getTransactionInsights();
    const stop = autorun(() => void insights.data);
    await insights.load();
    await payouts.getPayoutSetup().load();

    const result = await payouts.updatePayoutSetup({ minimumPayout: 25.5, schedule: 'monthly' });

    expect(result.ok).toBe(true);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ minimumPayout: 25.5, schedule: 'monthly' });
    expect(payouts.getPayoutSetup().data).toEqual({ ...setup, minimumPayout: 25.5, schedule: 'monthly' });
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Changes saved successfully']);
    await vi.waitFor(() => expect(insightsCalls).toBe(2));
    stop();
  });

  it('says "Failed to save changes" and keeps the field messages when the save is refused', async () => {
    const { store } = createTestRootStore(
      {
        'PATCH /vendor/payout/setup': () =>
          fieldRefusal(400, 'minimumPayout: Must be at most 100000', { minimumPayout: 'Must be at most 100000' }),
      },
      { accessToken: 'a' },
    );
    const payouts = store.get(PayoutsStore);
    const result = await payouts.updatePayoutSetup({ minimumPayout: 200000 });
    expect(result.ok).toBe(false);
    expect(payouts.fieldErrors('updatePayoutSetup')).toEqual({ minimumPayout: 'Must be at most 100000' });
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'Failed to save changes']]);
  });
});

describe('PayoutsStore payout account', () => {
  it('returns the onboarding link for the callback URL it was given', async () => {
    const { store, calls } = createTestRootStore(
      {
        'POST /vendor/payout/stripe-connect': () =>
          ok({ accountOnboardingLink: 'http://api.test/dev/stripe/onboarding/acct_1?sig=x' }),
      },
      { accessToken: 'a' },
    );
    const result = await store
      .get(PayoutsStore)
      .connectStripeAccount('http://localhost:5173/dashboard/payments/payout-account?stripe=return');
    expect(result).toEqual({ ok: true, data: 'http://api.test/dev/stripe/onboarding/acct_1?sig=x' });
    expect(calls[0]!.body).toEqual({
      callbackUrl: 'http://localhost:5173/dashboard/payments/payout-account?stripe=return',
    });
    expect(store.ui.toasts).toEqual([]);
  });

  it('says "Failed to add Stripe account" on failure', async () => {
    const { store } = createTestRootStore(
      { 'POST /vendor/payout/stripe-connect': () => apiError(502, 'The payments provider could not respond') },
      { accessToken: 'a' },
    );
    const payouts = store.get(PayoutsStore);
    const result = await payouts.connectStripeAccount('http://localhost/x');
    expect(result.ok).toBe(false);
    expect(payouts.errorFor('connectStripeAccount')?.message).toBe('The payments provider could not respond');
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'Failed to add Stripe account'],
    ]);
  });

  it('shows the account as connected when another tab already finished onboarding', async () => {
    let connected = false;
    const { store } = createTestRootStore(
      {
        'GET /vendor/payout/setup': () => ok({ ...setup, stripeAccountOnboardingDone: connected }),
        'POST /vendor/payout/stripe-connect': () => json(409, { success: false, message: 'Already connected' }),
      },
      { accessToken: 'a' },
    );
    const payouts = store.get(PayoutsStore);
    const read = payouts.getPayoutSetup();
    const stop = autorun(() => void read.data);
    await read.load();
    connected = true;
    await payouts.connectStripeAccount('http://localhost/x');
    await vi.waitFor(() => expect(read.data?.stripeAccountOnboardingDone).toBe(true));
    stop();
  });
});

import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRootStore } from '@/testing/test-root-store';
import { ApiError } from '@/lib/api-error';
import { Store } from './store';

/** A store over a fake backend whose answers the test controls. */
class ThingsStore extends Store {
  calls = 0;
  answer: () => Promise<string[]> = () => Promise.resolve(['a']);

  listThings(filter = '') {
    return this.cached(`listThings?${filter}`, () => {
      this.calls += 1;
      return this.answer();
    });
  }

  renameThing(fail: boolean) {
    return this.run(
      'renameThing',
      async () => {
        await Promise.resolve();
        if (fail) {
          throw new ApiError({
            message: 'Name is taken',
            status: 409,
            fieldErrors: [{ field: 'name', error: 'Taken' }],
          });
        }
        this.invalidate('listThings');
        return 'renamed';
      },
      { success: 'Renamed', failure: true },
    );
  }
}

const KEEP_MS = 60_000;

describe('Store cached reads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one request between concurrent loads and serves fresh data without asking again', async () => {
    const things = createTestRootStore({}).store.get(ThingsStore);
    const read = things.listThings();
    expect(read.isLoading).toBe(true);
    await Promise.all([read.load(), things.listThings().load()]);
    expect(things.calls).toBe(1);
    expect(read.data).toEqual(['a']);
    await things.listThings().load();
    expect(things.calls).toBe(1);
  });

  it('keeps data a screen no longer shows for 60 seconds, then forgets it', async () => {
    const things = createTestRootStore({}).store.get(ThingsStore);
    const read = things.listThings();
    const stop = autorun(() => void read.data);
    await read.load();
    stop();

    vi.advanceTimersByTime(KEEP_MS - 1);
    expect(things.listThings()).toBe(read);
    vi.advanceTimersByTime(1);
    expect(things.listThings()).not.toBe(read);
  });

  it('never evicts what a screen still shows', async () => {
    const things = createTestRootStore({}).store.get(ThingsStore);
    const read = things.listThings();
    const stop = autorun(() => void read.data);
    await read.load();
    vi.advanceTimersByTime(KEEP_MS * 5);
    expect(things.listThings()).toBe(read);
    stop();
  });

  it('keeps the failure for a retry, which fetches again', async () => {
    const things = createTestRootStore({}).store.get(ThingsStore);
    things.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const read = things.listThings();
    await read.load();
    expect(read.error?.status).toBe('FETCH_ERROR');
    expect(read.data).toBeUndefined();

    things.answer = () => Promise.resolve(['b']);
    await read.refetch();
    expect(read.error).toBeNull();
    expect(read.data).toEqual(['b']);
  });

  it('keys reads by request: another filter is another entry', async () => {
    const things = createTestRootStore({}).store.get(ThingsStore);
    await things.listThings('x').load();
    await things.listThings('y').load();
    expect(things.calls).toBe(2);
  });
});

describe('Store cached reads and changes in flight together', () => {
  /** An answer the test releases when it wants. */
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('keeps a change stored while an older read is in flight: the read answers too late to overwrite it', async () => {
    const things = createTestRootStore({}).store.get(ThingsStore);
    const before = deferred<string[]>();
    things.answer = () => before.promise;
    const read = things.listThings();
    const loading = read.load();
    read.set(['renamed']);
    before.resolve(['old name']);
    await loading;
    expect(read.data).toEqual(['renamed']);
    expect(read.status).toBe('success');
    await read.load();
    expect(things.calls).toBe(1);
  });

  it('reads again after an invalidate that came while a read was in flight, and keeps the newer answer', async () => {
    const things = createTestRootStore({}).store.get(ThingsStore);
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const answers = [first.promise, second.promise];
    things.answer = () => answers.shift()!;
    const read = things.listThings();
    const stop = autorun(() => void read.data);
    const loading = read.load();
    read.invalidate();
    expect(things.calls).toBe(2);
    second.resolve(['after the change']);
    first.resolve(['before the change']);
    await Promise.all([loading, read.load()]);
    expect(read.data).toEqual(['after the change']);
    expect(read.status).toBe('success');
    stop();
  });
});

describe('Store changes', () => {
  it('tracks the change as pending, toasts success and refetches the reads a screen shows', async () => {
    const { store } = createTestRootStore({});
    const things = store.get(ThingsStore);
    const read = things.listThings();
    const stop = autorun(() => void read.data);
    await read.load();

    const change = things.renameThing(false);
    expect(things.isPending('renameThing')).toBe(true);
    expect(await change).toEqual({ ok: true, data: 'renamed' });
    expect(things.isPending('renameThing')).toBe(false);
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Renamed']);
    await vi.waitFor(() => expect(things.calls).toBe(2));
    stop();
  });

  it('keeps a failure with its field messages and shows the server message', async () => {
    const { store } = createTestRootStore({});
    const things = store.get(ThingsStore);
    const result = await things.renameThing(true);
    expect(result.ok).toBe(false);
    expect(things.errorFor('renameThing')?.status).toBe(409);
    expect(things.fieldErrors('renameThing')).toEqual({ name: 'Taken' });
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'Name is taken']]);
    things.clearError('renameThing');
    expect(things.errorFor('renameThing')).toBeNull();
  });

  it('joins a second identical change to the one in flight', async () => {
    const things = createTestRootStore({}).store.get(ThingsStore);
    const [first, second] = [things.renameThing(false), things.renameThing(false)];
    expect(first).toBe(second);
    await first;
  });
});

describe('RootStore', () => {
  it('builds one instance of each domain store and forgets them all on sign-out', () => {
    const { store } = createTestRootStore({}, { accessToken: 'a' });
    const things = store.get(ThingsStore);
    expect(store.get(ThingsStore)).toBe(things);
    store.session.clear();
    expect(store.get(ThingsStore)).not.toBe(things);
  });
});

import {
  action,
  computed,
  makeObservable,
  observableRef,
  observable,
  onBecomeObserved,
  onBecomeUnobserved,
  runInAction,
} from 'mobx';
import { type ApiError, toApiError } from '@/lib/api-error';

/** How long data nobody shows any more stays in memory: coming back within a minute shows it at once. */
export const KEEP_UNUSED_MS = 60_000;

export type CachedStatus = 'idle' | 'pending' | 'success' | 'error';

interface CachedOptions {
  keepUnusedMs?: number;
  /** Called once the entry has been unused for `keepUnusedMs`; the owning store forgets it. */
  onEvict?: () => void;
}

/**
 * One cached API read. Components read `data`, `isLoading` and `error` inside `observer`; `load()` fetches when there
 * is nothing fresh, `refetch()` always. While nothing observes it, the entry counts down `keepUnusedMs` and is then
 * evicted; observing it again (a screen coming back) cancels the countdown.
 */
export class Cached<T> {
  data: T | undefined = undefined;
  status: CachedStatus = 'idle';
  error: ApiError | null = null;
  private stale = true;
  private pending: Promise<T | undefined> | null = null;
  /**
   * Counts local changes (`set`, `invalidate`). A request started before the latest one answers for older data: its
   * answer is dropped, so it never overwrites what a confirmed change stored nor passes for fresh after an invalidate.
   */
  private version = 0;
  private pendingVersion = -1;
  private evictTimer: ReturnType<typeof setTimeout> | undefined;
  /** Which of the observable fields some component or reaction currently reads. */
  private readonly observers = new Set<string>();

  constructor(
    private readonly fetcher: () => Promise<T>,
    private readonly options: CachedOptions = {},
  ) {
    makeObservable<Cached<T>, 'settle'>(this, {
      data: observableRef,
      status: observable,
      error: observableRef,
      isLoading: computed,
      isRefreshing: computed,
      set: action,
      settle: action,
    });
    for (const property of ['data', 'status', 'error'] as const) {
      onBecomeObserved(this, property, () => this.markObserved(property, true));
      onBecomeUnobserved(this, property, () => this.markObserved(property, false));
    }
    this.scheduleEviction();
  }

  /** Nothing to show yet: the first request is under way. */
  get isLoading(): boolean {
    return this.data === undefined && (this.status === 'pending' || this.status === 'idle');
  }

  /** Data is shown while a newer copy loads. */
  get isRefreshing(): boolean {
    return this.data !== undefined && this.status === 'pending';
  }

  /** Fetches unless fresh data is held; concurrent calls share one request. Never throws: failures land in `error`. */
  load(): Promise<T | undefined> {
    if (this.pending && this.pendingVersion === this.version) return this.pending;
    if (!this.stale && this.status === 'success') return Promise.resolve(this.data);
    return this.refetch();
  }

  /** Fetches again even when the data is fresh (a Retry button, a change made elsewhere). */
  refetch(): Promise<T | undefined> {
    if (this.pending && this.pendingVersion === this.version) return this.pending;
    const version = this.version;
    runInAction(() => {
      this.status = 'pending';
    });
    const request: Promise<T | undefined> = this.fetcher()
      .then(
        (data) => {
          if (version === this.version) this.settle(data, null);
        },
        (cause: unknown) => {
          if (version === this.version) this.settle(undefined, toApiError(cause));
        },
      )
      .then(() => this.data)
      .finally(() => {
        if (this.pending === request) this.pending = null;
      });
    this.pending = request;
    this.pendingVersion = version;
    return request;
  }

  /** Marks the data out of date: fetched again now if a screen shows it, otherwise on the next `load()`. */
  invalidate(): void {
    this.version += 1;
    this.stale = true;
    if (this.observed) void this.refetch();
  }

  /** Replaces the data locally (after a change the server confirmed), keeping it fresh. */
  set(data: T): void {
    this.version += 1;
    this.data = data;
    this.status = 'success';
    this.error = null;
    this.stale = false;
  }

  private settle(data: T | undefined, error: ApiError | null): void {
    if (error) {
      this.error = error;
      this.status = 'error';
      return;
    }
    this.data = data;
    this.error = null;
    this.status = 'success';
    this.stale = false;
  }

  private get observed(): boolean {
    return this.observers.size > 0;
  }

  private markObserved(property: string, observed: boolean): void {
    if (observed) this.observers.add(property);
    else this.observers.delete(property);
    clearTimeout(this.evictTimer);
    if (!this.observed) this.scheduleEviction();
  }

  private scheduleEviction(): void {
    if (!this.options.onEvict) return;
    this.evictTimer = setTimeout(() => {
      if (!this.observed && !this.pending) this.options.onEvict?.();
      else if (!this.observed) this.scheduleEviction();
    }, this.options.keepUnusedMs ?? KEEP_UNUSED_MS);
  }
}

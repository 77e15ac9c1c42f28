import { action, makeObservable, observable } from 'mobx';
import { type ApiError, toApiError } from '@/lib/api-error';
import type { RootStore } from '@/stores/root-store';
import { Cached, KEEP_UNUSED_MS } from './cached';

/** What a change (create, update, delete) came to: the data, or the error with its field messages. */
export type Result<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface RequestState {
  pending: boolean;
  error: ApiError | null;
}

const IDLE: RequestState = { pending: false, error: null };

interface RunOptions {
  /** Toast shown when the call succeeds. */
  success?: string;
  /** Toast shown when it fails: a fixed text, or `true` for the server's message. */
  failure?: string | true;
}

/**
 * Base of every domain store, after Outline's stores/base/Store.ts: cached reads keyed by request (kept a minute once
 * unused), request state per key for changes, one request in flight per key, and every failure mapped to ApiError.
 * Domain stores name their methods by the contract's operationId and stay small.
 */
export abstract class Store {
  private readonly reads = new Map<string, Cached<unknown>>();
  private readonly inflight = new Map<string, Promise<Result<unknown>>>();
  private readonly states = observable.map<string, RequestState>({}, { deep: false });

  constructor(protected readonly root: RootStore) {
    makeObservable<Store, 'setState'>(this, { setState: action });
  }

  /**
   * The cached read for `key`, created on first use. The same key always gives the same entry until it has gone
   * unused for a minute; `load()` it from an effect (see useCached) and read its fields in render.
   */
  protected cached<T>(key: string, fetcher: () => Promise<T>, keepUnusedMs = KEEP_UNUSED_MS): Cached<T> {
    let entry = this.reads.get(key) as Cached<T> | undefined;
    if (!entry) {
      entry = new Cached(fetcher, { keepUnusedMs, onEvict: () => this.reads.delete(key) });
      this.reads.set(key, entry as Cached<unknown>);
    }
    return entry;
  }

  /** Marks every cached read whose key starts with `prefix` out of date (shown ones are fetched again now). */
  protected invalidate(prefix = ''): void {
    for (const [key, entry] of this.reads) if (key.startsWith(prefix)) entry.invalidate();
  }

  /** The cached reads whose key starts with `prefix` (to patch lists in place after a change). */
  protected cachedEntries<T>(prefix: string): Cached<T>[] {
    return [...this.reads].filter(([key]) => key.startsWith(prefix)).map(([, entry]) => entry as Cached<T>);
  }

  /**
   * Runs a change under `key`: while it runs `isPending(key)` is true; a second call with the same key joins the
   * first; a failure is kept for `errorFor(key)` / `fieldErrors(key)` and returned, never thrown.
   */
  protected run<T>(key: string, call: () => Promise<T>, options: RunOptions = {}): Promise<Result<T>> {
    const running = this.inflight.get(key) as Promise<Result<T>> | undefined;
    if (running) return running;
    this.setState(key, { pending: true, error: null });
    const promise = call()
      .then((data): Result<T> => {
        this.setState(key, IDLE);
        if (options.success) this.root.ui.success(options.success);
        return { ok: true, data };
      })
      .catch((cause: unknown): Result<T> => {
        const error = toApiError(cause);
        this.setState(key, { pending: false, error });
        if (options.failure) this.root.ui.error(options.failure === true ? error.message : options.failure);
        return { ok: false, error };
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise as Promise<Result<unknown>>);
    return promise;
  }

  /**
   * A change whose answer is the new value of a cached read (a settings form's save): run as `run` does, and on
   * success the read holds the answer, with no second fetch.
   */
  protected async saveCached<T>(
    key: string,
    read: () => Cached<T>,
    call: () => Promise<T>,
    options: RunOptions = {},
  ): Promise<Result<T>> {
    const result = await this.run(key, call, options);
    if (result.ok) read().set(result.data);
    return result;
  }

  /** True while a change under `key` runs. */
  isPending(key: string): boolean {
    return this.states.get(key)?.pending ?? false;
  }

  /** The last failure under `key`, until the next attempt or `clearError(key)`. */
  errorFor(key: string): ApiError | null {
    return this.states.get(key)?.error ?? null;
  }

  /** The server's `{field, error}` messages of the last failure under `key`, by field. */
  fieldErrors(key: string): Record<string, string> {
    return this.errorFor(key)?.fieldErrorMap ?? {};
  }

  clearError(key: string): void {
    if (this.states.has(key)) this.setState(key, IDLE);
  }

  private setState(key: string, state: RequestState): void {
    if (state === IDLE) this.states.delete(key);
    else this.states.set(key, state);
  }
}

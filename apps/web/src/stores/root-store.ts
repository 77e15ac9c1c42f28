import { apiClient, type ApiClient } from '@/lib/api-client';
import { session as cookieSession, type Session } from '@/lib/session';
import { AuthStore } from '@/features/auth/stores/auth-store';
import { LiveStore } from './live-store';
import { UiStore } from './ui-store';

export interface RootStoreDeps {
  api?: ApiClient;
  session?: Session;
}

/** A domain store class: built once per RootStore, which it receives. */
export type StoreClass<T> = new (root: RootStore) => T;

/**
 * Holds the shared services (API client, session, UI, the signed-in member) and builds every domain store on first
 * use, handing it the root. Domain stores are created lazily so each screen's store ships in that screen's chunk.
 */
export class RootStore {
  readonly api: ApiClient;
  readonly session: Session;
  readonly ui: UiStore;
  readonly auth: AuthStore;
  /** Live updates of the business's orders and the new-order alert. */
  readonly live: LiveStore;
  private readonly stores = new Map<StoreClass<unknown>, unknown>();

  constructor({ api = apiClient, session = cookieSession }: RootStoreDeps = {}) {
    this.api = api;
    this.session = session;
    this.ui = new UiStore();
    this.auth = new AuthStore(this);
    this.live = new LiveStore(this);
    // Another member's cached data must never be shown after sign-out, nor their orders announced.
    session.onCleared(() => {
      this.live.stop();
      this.stores.clear();
    });
  }

  /** The one instance of a domain store for this root. */
  get<T>(Store: StoreClass<T>): T {
    let store = this.stores.get(Store) as T | undefined;
    if (!store) {
      store = new Store(this);
      this.stores.set(Store, store);
    }
    return store;
  }
}

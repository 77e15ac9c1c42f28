import { apiClient, type ApiClient } from '@/lib/api-client';
import { session as cookieSession, type Session } from '@/lib/session';
import { AuthStore } from '@/features/auth/stores/auth-store';
import { DashboardStore } from '@/features/dashboard/stores/dashboard-store';
import { InviteStore } from '@/features/invites/stores/invite-store';
import { LandingStore } from '@/features/landing/stores/landing-store';
import { UiStore } from './ui-store';

export interface RootStoreDeps {
  api?: ApiClient;
  session?: Session;
}

/** Builds every domain store and hands each one the root for shared services. */
export class RootStore {
  readonly api: ApiClient;
  readonly session: Session;
  readonly ui: UiStore;
  readonly auth: AuthStore;
  readonly landing: LandingStore;
  readonly dashboard: DashboardStore;
  readonly invites: InviteStore;

  constructor({ api = apiClient, session = cookieSession }: RootStoreDeps = {}) {
    this.api = api;
    this.session = session;
    this.ui = new UiStore();
    this.auth = new AuthStore(this);
    this.landing = new LandingStore(this);
    this.dashboard = new DashboardStore(this);
    this.invites = new InviteStore(this);
  }
}

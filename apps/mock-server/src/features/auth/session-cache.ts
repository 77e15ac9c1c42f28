import type { FastifyInstance } from 'fastify';

type Notifications = FastifyInstance['db']['notifications'];

/** The channel the database's triggers announce changes to members, roles, permissions and sessions on. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/**
 * What authentication reads on every request (a session's state, a member with their role and permissions, whether
 * their business finished onboarding), kept in process so a signed-in request costs no database round trip.
 *
 * It is dropped whole:
 * - by this process after any request that may have written (before its answer leaves), so a change made here acts
 *   on the very next request;
 * - when the database announces a change on `auth_changed` (triggers on users, businesses, memberships, roles,
 *   role permissions and sessions), whoever made it, so every process sharing the database follows;
 * - when the notification connection drops; while it is down nothing is cached at all.
 * An entry also lives at most `ttlMs`, which bounds the effect of a notification that never arrived.
 * A load that started before a drop is not stored (the generation moved on), so it cannot bring back stale data.
 */
export class AuthCache {
  private readonly entries = new Map<string, { value: unknown; loadedAt: number }>();
  private generation = 0;
  /** How many changes the database has announced on `auth_changed` since this process started. */
  announced = 0;

  constructor(
    private readonly notifications: Notifications,
    private readonly ttlMs: number,
  ) {
    notifications.listen(AUTH_CHANGED_CHANNEL, () => {
      this.announced += 1;
      this.clear();
    });
    notifications.onReset(() => this.clear());
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The cached value of a key, or the loader's (cached when nothing changed meanwhile). Failures are not cached. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0 || !this.notifications.connected) return load();
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.loadedAt < this.ttlMs) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.notifications.connected) {
      if (this.entries.size >= 50_000) this.entries.clear();
      this.entries.set(key, { value, loadedAt: now });
    }
    return value;
  }

  /** Replaces a cached value in place (no reload), when this process itself changed only that value. */
  update<T>(key: string, change: (value: T) => T): void {
    const hit = this.entries.get(key);
    if (hit) hit.value = change(hit.value as T);
  }
}

import type { Profile, UpdateProfileRequest } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';

export type { Profile };

export const PROFILE_SAVED_MESSAGE = 'Changes saved successfully';

/** The signed-in member's own details. */
export class ProfileStore extends Store {
  getProfile() {
    return this.cached('getProfile', async () => (await unwrap(this.root.api.GET('/vendor/profile'))).data);
  }

  /** Saves the changed fields; the session's copy of the member (the sidebar shows it) is fetched again. */
  async updateProfile(changes: UpdateProfileRequest) {
    const result = await this.saveCached(
      'updateProfile',
      () => this.getProfile(),
      async () => (await unwrap(this.root.api.PATCH('/vendor/profile', { body: changes }))).data,
      { success: PROFILE_SAVED_MESSAGE, failure: true },
    );
    if (result.ok) void this.root.auth.getMe();
    return result;
  }
}

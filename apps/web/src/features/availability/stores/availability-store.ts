import type {
  KitchenAvailability,
  SaveKitchenAvailabilityRequest as SaveKitchenAvailabilityBody,
} from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';

export type { KitchenAvailability, SaveKitchenAvailabilityBody };

export const AVAILABILITY_TOASTS = {
  saved: 'Changes saved successfully',
  saveFailed: 'Failed to save changes',
} as const;

/** The kitchen's weekly opening hours and order cut-off time. */
export class AvailabilityStore extends Store {
  getKitchenAvailability() {
    return this.cached(
      'getKitchenAvailability',
      async () => (await unwrap(this.root.api.GET('/vendor/kitchen-availability'))).data,
    );
  }

  /** Saves all seven days and the cut-off in one call; the saved week replaces what the screen shows. */
  async saveKitchenAvailability(body: SaveKitchenAvailabilityBody) {
    return this.saveCached(
      'saveKitchenAvailability',
      () => this.getKitchenAvailability(),
      async () => (await unwrap(this.root.api.PUT('/vendor/kitchen-availability', { body }))).data,
      { success: AVAILABILITY_TOASTS.saved, failure: AVAILABILITY_TOASTS.saveFailed },
    );
  }
}

import type { UpdateBrandingRequest } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';

export const BRANDING_SAVED_MESSAGE = 'Changes saved successfully';

/** The kitchen's public face: name, handle, description, address and banner. */
export class BrandingStore extends Store {
  /**
   * The branding. The UI store's 'branding' loading entry (on from the start) is on while it is fetched and settled
   * once the answer or the failure is in: the branding page shows itself busy meanwhile.
   */
  getBranding() {
    return this.cached('getBranding', async () => {
      this.root.ui.startLoading('branding');
      try {
        return (await unwrap(this.root.api.GET('/vendor/branding'))).data;
      } finally {
        this.root.ui.stopLoading('branding');
      }
    });
  }

  async updateBranding(branding: UpdateBrandingRequest) {
    return this.saveCached(
      'updateBranding',
      () => this.getBranding(),
      async () => (await unwrap(this.root.api.PUT('/vendor/branding', { body: branding }))).data,
      { success: BRANDING_SAVED_MESSAGE, failure: true },
    );
  }
}

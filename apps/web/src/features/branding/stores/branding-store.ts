import type { UpdateBrandingRequest } from '@vendor/api-types';
import { unwrap } from '@/lib/api-client';
import { Store } from '@/stores/base/store';

export const BRANDING_SAVED_MESSAGE = 'Changes saved successfully';

/** The kitchen's public face: name, handle, description, address and banner. */
export class BrandingStore extends Store {
  getBranding() {
    return this.cached('getBranding', async () => {
      try {
        return (await unwrap(this.root.api.GET('/vendor/branding'))).data;
      } finally {
        // The UI store starts with branding marked as loading; it is settled once the first answer (or failure) is in.
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

import type { Branding } from '@vendor/api-types';
import type { getBranding } from './queries.ts';

/** The branding under the wire's own names (HandleName, KitchenDescription, ...); a deleted banner shows none. */
export function toBranding(b: Awaited<ReturnType<typeof getBranding>>): Branding {
  const banner = b.bannerMedia && !b.bannerMedia.deletedAt ? b.bannerMedia : null;
  return {
    kitchenName: b.kitchenName,
    HandleName: b.handleName,
    KitchenDescription: b.kitchenDescription,
    Address: b.address,
    Banner: banner?.url ?? null,
    bannerId: banner ? b.bannerMediaId : null,
  };
}

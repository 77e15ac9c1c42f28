import type { Branding, Media, UpdateBrandingRequest } from '@vendor/api-types';

/** The branding form as typed. */
export interface BrandingDraft {
  kitchenName: string;
  HandleName: string;
  KitchenDescription: string;
  Address: string;
  banner: Pick<Media, 'id' | 'url' | 'originalFilename'> | null;
}

export type BrandingField = 'kitchenName' | 'HandleName' | 'KitchenDescription' | 'Address' | 'bannerId';
export type BrandingErrors = Partial<Record<BrandingField, string>>;

export const BRANDING_LIMITS = {
  kitchenName: 120,
  HandleName: 30,
  KitchenDescription: 1000,
  Address: 300,
} as const;
const HANDLE_MIN = 3;
const HANDLE_PATTERN = /^[a-z0-9_.-]+$/i;

export const BRANDING_MESSAGES = {
  kitchenNameRequired: 'Enter your kitchen name',
  handleRequired: 'Enter a handle name',
  handleCharacters: 'Use only letters, numbers, dots, dashes and underscores',
  handleLength: `Use ${HANDLE_MIN} to ${BRANDING_LIMITS.HandleName} characters`,
  tooLong: (limit: number) => `Use at most ${limit} characters`,
} as const;

/** The saved banner has no file name of its own on the wire. */
const SAVED_BANNER_NAME = 'Current banner';

export const draftFromBranding = (branding: Branding): BrandingDraft => ({
  kitchenName: branding.kitchenName ?? '',
  HandleName: branding.HandleName ?? '',
  KitchenDescription: branding.KitchenDescription ?? '',
  Address: branding.Address ?? '',
  banner:
    branding.bannerId && branding.Banner
      ? { id: branding.bannerId, url: branding.Banner, originalFilename: SAVED_BANNER_NAME }
      : null,
});

/** Handles are stored in lower case and hold no spaces: shown that way as they are typed. */
export const typedHandle = (value: string): string => value.toLowerCase().replace(/\s+/g, '-');

export function validateBranding(draft: BrandingDraft): BrandingErrors {
  const errors: BrandingErrors = {};
  const name = draft.kitchenName.trim();
  if (!name) errors.kitchenName = BRANDING_MESSAGES.kitchenNameRequired;
  else if (name.length > BRANDING_LIMITS.kitchenName)
    errors.kitchenName = BRANDING_MESSAGES.tooLong(BRANDING_LIMITS.kitchenName);
  const handle = draft.HandleName.trim();
  if (!handle) errors.HandleName = BRANDING_MESSAGES.handleRequired;
  else if (!HANDLE_PATTERN.test(handle)) errors.HandleName = BRANDING_MESSAGES.handleCharacters;
  else if (handle.length < HANDLE_MIN || handle.length > BRANDING_LIMITS.HandleName)
    errors.HandleName = BRANDING_MESSAGES.handleLength;
  if (draft.KitchenDescription.trim().length > BRANDING_LIMITS.KitchenDescription)
    errors.KitchenDescription = BRANDING_MESSAGES.tooLong(BRANDING_LIMITS.KitchenDescription);
  if (draft.Address.trim().length > BRANDING_LIMITS.Address)
    errors.Address = BRANDING_MESSAGES.tooLong(BRANDING_LIMITS.Address);
  return errors;
}

/** The save request: the whole branding, empty texts as null, the banner by its upload id. */
export function brandingRequest(draft: BrandingDraft): UpdateBrandingRequest {
  return {
    kitchenName: draft.kitchenName.trim(),
    HandleName: draft.HandleName.trim(),
    KitchenDescription: draft.KitchenDescription.trim() || null,
    Address: draft.Address.trim() || null,
    bannerId: draft.banner?.id ?? null,
  };
}

export function isBrandingChanged(draft: BrandingDraft, saved: Branding): boolean {
  const now = brandingRequest(draft);
  const before = brandingRequest(draftFromBranding(saved));
  return (Object.keys(now) as (keyof UpdateBrandingRequest)[]).some((key) => now[key] !== before[key]);
}

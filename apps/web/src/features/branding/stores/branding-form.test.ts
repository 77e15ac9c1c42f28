import { describe, expect, it } from 'vitest';
import { brandingRequest, draftFromBranding, isBrandingChanged, typedHandle, validateBranding } from './branding-form';

const saved = {
  kitchenName: "Mama Ada's Kitchen",
  HandleName: 'mama-adas-kitchen',
  KitchenDescription: 'Jollof and soups, cooked on Sundays.',
  Address: null,
  Banner: '/api/v1/files/banner.png',
  bannerId: 'm1',
};

describe('branding form', () => {
  it('starts from the saved branding, with the banner shown by its address', () => {
    expect(draftFromBranding(saved)).toEqual({
      kitchenName: "Mama Ada's Kitchen",
      HandleName: 'mama-adas-kitchen',
      KitchenDescription: 'Jollof and soups, cooked on Sundays.',
      Address: '',
      banner: { id: 'm1', url: '/api/v1/files/banner.png', originalFilename: 'Current banner' },
    });
  });

  it('types handles in lower case without spaces, as they are stored', () => {
    expect(typedHandle('Mama Ada')).toBe('mama-ada');
  });

  it('names each field that is wrong', () => {
    expect(
      validateBranding({
        kitchenName: '  ',
        HandleName: 'mama ada!',
        KitchenDescription: 'x'.repeat(1001),
        Address: 'y'.repeat(301),
        banner: null,
      }),
    ).toEqual({
      kitchenName: 'Enter your kitchen name',
      HandleName: 'Use only letters, numbers, dots, dashes and underscores',
      KitchenDescription: 'Use at most 1000 characters',
      Address: 'Use at most 300 characters',
    });
    expect(validateBranding({ ...draftFromBranding(saved), HandleName: 'ab' }).HandleName).toBe(
      'Use 3 to 30 characters',
    );
    expect(validateBranding({ ...draftFromBranding(saved), HandleName: '' }).HandleName).toBe('Enter a handle name');
    expect(validateBranding(draftFromBranding(saved))).toEqual({});
  });

  it('sends empty texts as null and the banner by id; a removed banner as null', () => {
    const draft = draftFromBranding(saved);
    expect(brandingRequest({ ...draft, banner: null })).toEqual({
      kitchenName: "Mama Ada's Kitchen",
      HandleName: 'mama-adas-kitchen',
      KitchenDescription: 'Jollof and soups, cooked on Sundays.',
      Address: null,
      bannerId: null,
    });
  });

  it('knows when something changed', () => {
    const draft = draftFromBranding(saved);
    expect(isBrandingChanged(draft, saved)).toBe(false);
    expect(isBrandingChanged({ ...draft, Address: '  ' }, saved)).toBe(false);
    expect(isBrandingChanged({ ...draft, Address: '1 High Street' }, saved)).toBe(true);
    expect(isBrandingChanged({ ...draft, banner: { id: 'm2', url: '/x', originalFilename: 'new.png' } }, saved)).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  canSubmitVendorApplication,
  canSubmitWaitlist,
  formatDate,
  formatUkPhone,
  isValidZoneFee,
  MESSAGES,
  splitTags,
  stripWhitespace,
  toMinimumPayout,
  validateEmail,
  validateMealPlan,
  validateSocialHandle,
  validateVendorApplication,
  type VendorApplicationForm,
} from './validation';

describe('validateEmail', () => {
  it.each(['chef@kitchen.co.uk', 'a.b+tag@example.com', 'demo@kitchen.test'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each(['', 'chef', 'chef@', '@kitchen.com', 'chef@kitchen', 'chef kitchen@x.com'])(
    'rejects "%s" with "Invalid email"',
    (email) => {
      expect(validateEmail(email)).toBe('Invalid email');
    },
  );
});

describe('validateSocialHandle', () => {
  it('accepts an empty handle', () => {
    expect(validateSocialHandle('')).toBeUndefined();
  });

  it.each([
    'instagram.com',
    'instagram.com/mykitchen',
    'www.instagram.com/mykitchen',
    'https://www.instagram.com/mykitchen',
    'http://tiktok.com/@mykitchen',
    'https://twitter.com/mykitchen',
    'x.com/mykitchen',
    'https://www.x.com',
  ])('accepts %s', (handle) => {
    expect(validateSocialHandle(handle)).toBeUndefined();
  });

  it.each([
    '@mykitchen',
    'mykitchen',
    'facebook.com/mykitchen',
    'https://evil.com/instagram.com',
    'instagram.co/mykitchen',
    'ftp://instagram.com/mykitchen',
    'notx.com/me',
  ])('rejects %s with "Invalid social media handle"', (handle) => {
    expect(validateSocialHandle(handle)).toBe('Invalid social media handle');
  });
});

describe('validateMealPlan', () => {
  it('accepts up to 120 characters', () => {
    expect(validateMealPlan('a'.repeat(120))).toBeUndefined();
  });

  it('rejects 121 characters with the exact message', () => {
    expect(validateMealPlan('a'.repeat(121))).toBe('meal plan should not exceed 120 characters');
  });
});

describe('formatUkPhone', () => {
  it('keeps input of 6 characters or fewer as typed', () => {
    expect(formatUkPhone('07700')).toBe('07700');
    expect(formatUkPhone('077009')).toBe('077009');
    expect(formatUkPhone('+44770')).toBe('+44770');
  });

  it('replaces a leading 0 with +44 once longer than 6 characters', () => {
    expect(formatUkPhone('0770090')).toBe('+44770090');
    expect(formatUkPhone('07700900123')).toBe('+447700900123');
  });

  it('keeps a leading +44 once longer than 6 characters', () => {
    expect(formatUkPhone('+447700900123')).toBe('+447700900123');
  });

  it('leaves other numbers alone', () => {
    expect(formatUkPhone('7700900123')).toBe('7700900123');
  });
});

describe('stripWhitespace', () => {
  it('removes every whitespace character from names', () => {
    expect(stripWhitespace('  Mary Ann\t ')).toBe('MaryAnn');
    expect(stripWhitespace('De\nLa Cruz')).toBe('DeLaCruz');
  });
});

describe('splitTags', () => {
  it('splits on comma plus space and trims', () => {
    expect(splitTags('spicy, vegan,  halal ')).toEqual(['spicy', 'vegan', 'halal']);
  });

  it('does not split on a comma without a space', () => {
    expect(splitTags('mac,cheese, pie')).toEqual(['mac,cheese', 'pie']);
  });

  it('gives no tags for an empty string', () => {
    expect(splitTags('')).toEqual([]);
  });
});

describe('formatDate', () => {
  it('formats YYYY-MM-DD with zero padding', () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(formatDate(new Date(2024, 11, 31))).toBe('2024-12-31');
    expect(formatDate(new Date(999, 2, 9))).toBe('0999-03-09');
  });
});

describe('zone fee and payout minimum', () => {
  it('needs a non-zero numeric fee', () => {
    expect(isValidZoneFee('2.50')).toBe(true);
    expect(isValidZoneFee(3)).toBe(true);
    expect(isValidZoneFee('0')).toBe(false);
    expect(isValidZoneFee(0)).toBe(false);
    expect(isValidZoneFee('')).toBe(false);
    expect(isValidZoneFee('abc')).toBe(false);
  });

  it('sends the payout minimum as a number', () => {
    expect(toMinimumPayout('50')).toBe(50);
    expect(toMinimumPayout(25.5)).toBe(25.5);
  });
});

describe('submit rules', () => {
  const complete: VendorApplicationForm = {
    fullName: 'Ada Lovelace',
    email: 'ada@kitchen.co.uk',
    instagramHandle: '',
    twitterHandle: '',
    tiktokHandle: '',
    registeredWithCompaniesHouse: 'No',
    cookingExperience: 'High',
    mealPlan: 'Sunday roasts',
  };

  it('waitlist needs an e-mail and no errors', () => {
    expect(canSubmitWaitlist('', {})).toBe(false);
    expect(canSubmitWaitlist('ada@kitchen.co.uk', {})).toBe(true);
    expect(canSubmitWaitlist('ada', { email: MESSAGES.invalidEmail })).toBe(false);
  });

  it('vendor application can be submitted when complete and valid', () => {
    expect(validateVendorApplication(complete)).toEqual({});
    expect(canSubmitVendorApplication(complete, {})).toBe(true);
  });

  it.each(['fullName', 'email', 'cookingExperience', 'registeredWithCompaniesHouse', 'mealPlan'] as const)(
    'vendor application needs %s',
    (field) => {
      const form = { ...complete, [field]: '' };
      expect(canSubmitVendorApplication(form, validateVendorApplication(form))).toBe(false);
    },
  );

  it('vendor application is blocked by any field error', () => {
    const form = { ...complete, tiktokHandle: 'myspace.com/me', mealPlan: 'x'.repeat(121), email: 'nope' };
    const errors = validateVendorApplication(form);
    expect(errors).toEqual({
      tiktokHandle: 'Invalid social media handle',
      mealPlan: 'meal plan should not exceed 120 characters',
      email: 'Invalid email',
    });
    expect(canSubmitVendorApplication(form, errors)).toBe(false);
  });
});

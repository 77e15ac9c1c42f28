import { describe, expect, it } from 'vitest';
import { draftFromSetup, isPayoutSetupChanged, payoutSetupRequest, validatePayoutSetup } from './payout-setup-form';

const saved = { minimumPayout: 50, schedule: 'weekly' as const, stripeAccountOnboardingDone: false };

describe('payout setup form', () => {
  it('starts from the saved setup with the minimum in pounds and pence', () => {
    expect(draftFromSetup(saved)).toEqual({ schedule: 'weekly', minimumPayout: '50.00' });
  });

  it('sends the minimum as a number', () => {
    expect(payoutSetupRequest({ schedule: 'monthly', minimumPayout: '£1,250.5' })).toEqual({
      schedule: 'monthly',
      minimumPayout: 1250.5,
    });
  });

  it.each(['', 'fifty', '-5', '12.345'])('refuses %j as a minimum', (minimumPayout) => {
    expect(validatePayoutSetup({ schedule: 'weekly', minimumPayout })).toEqual({
      minimumPayout: 'Enter an amount in pounds, e.g. 50 or 25.50',
    });
  });

  it('accepts zero and at most £100,000', () => {
    expect(validatePayoutSetup({ schedule: 'weekly', minimumPayout: '0' })).toEqual({});
    expect(validatePayoutSetup({ schedule: 'weekly', minimumPayout: '100000' })).toEqual({});
    expect(validatePayoutSetup({ schedule: 'weekly', minimumPayout: '100000.01' })).toEqual({
      minimumPayout: 'The minimum payout can be at most £100,000.00',
    });
  });

  it('knows when the draft differs from what is saved', () => {
    expect(isPayoutSetupChanged({ schedule: 'weekly', minimumPayout: '50' }, saved)).toBe(false);
    expect(isPayoutSetupChanged({ schedule: 'weekly', minimumPayout: '50.01' }, saved)).toBe(true);
    expect(isPayoutSetupChanged({ schedule: 'quarterly', minimumPayout: '50.00' }, saved)).toBe(true);
  });
});

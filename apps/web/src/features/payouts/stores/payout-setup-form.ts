import type { PayoutSchedule, PayoutSetup, UpdatePayoutSetupRequest } from '@vendor/api-types';
import { parsePounds, poundsForInput } from '@/lib/money';

/** The payout schedule form as typed: the minimum is text until it is saved. */
export interface PayoutSetupDraft {
  schedule: PayoutSchedule;
  minimumPayout: string;
}

export type PayoutSetupErrors = Partial<Record<keyof PayoutSetupDraft, string>>;

/** The highest minimum the server accepts, in pounds. */
export const MAX_MINIMUM_PAYOUT = 100_000;

export const MINIMUM_PAYOUT_MESSAGES = {
  notAnAmount: 'Enter an amount in pounds, e.g. 50 or 25.50',
  tooHigh: 'The minimum payout can be at most £100,000.00',
} as const;

export const draftFromSetup = (setup: PayoutSetup): PayoutSetupDraft => ({
  schedule: setup.schedule,
  minimumPayout: poundsForInput(setup.minimumPayout),
});

export function validatePayoutSetup(draft: PayoutSetupDraft): PayoutSetupErrors {
  const pounds = parsePounds(draft.minimumPayout);
  if (pounds === null) return { minimumPayout: MINIMUM_PAYOUT_MESSAGES.notAnAmount };
  if (pounds > MAX_MINIMUM_PAYOUT) return { minimumPayout: MINIMUM_PAYOUT_MESSAGES.tooHigh };
  return {};
}

/** The save request: the minimum is sent as a number of pounds, never as text. */
export function payoutSetupRequest(draft: PayoutSetupDraft): UpdatePayoutSetupRequest {
  return { schedule: draft.schedule, minimumPayout: parsePounds(draft.minimumPayout) ?? Number.NaN };
}

/** Whether the draft differs from what is saved (so leaving asks first). */
export function isPayoutSetupChanged(draft: PayoutSetupDraft, saved: PayoutSetup): boolean {
  return draft.schedule !== saved.schedule || parsePounds(draft.minimumPayout) !== saved.minimumPayout;
}

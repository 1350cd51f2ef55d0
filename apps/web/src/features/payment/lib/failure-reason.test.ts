import { describe, expect, it } from 'vitest';
import { knownFailureReason, UNKNOWN_REASON } from './failure-reason';

describe("a gateway's failure reason in the language", () => {
  it('knows the reasons by code or by their English words', () => {
    expect(knownFailureReason('CARD_DECLINED', 'Card declined by the issuing bank')?.message).toBe(
      'Your bank declined the card.',
    );
    expect(knownFailureReason(null, 'Insufficient funds')?.message).toBe(
      'There was not enough money in the account.',
    );
    expect(knownFailureReason('BANK_TIMEOUT', null)?.message).toBe('Your bank did not answer in time.');
  });

  it('does not know a reason it was not told of', () => {
    expect(knownFailureReason('XYZ', 'Something odd')).toBeNull();
    expect(UNKNOWN_REASON.message).toBe('The payment gateway did not accept the payment.');
  });
});

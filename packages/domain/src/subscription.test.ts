import { describe, it, expect } from 'vitest';
import {
  canCancelSubscription,
  canEditSubscription,
  completedMonths,
  subscriptionStatusLabel,
  nextPauseStatus,
  subscriptionPaymentLabel,
  subscriptionProgress,
} from './subscription';

describe('canEditSubscription', () => {
  it.each([
    ['ACTIVE', true],
    ['PAUSED', true],
    ['CANCELLED', false],
    ['COMPLETED', false],
  ])('%s → %s', (status, expected) => expect(canEditSubscription(status)).toBe(expected));
});

describe('canCancelSubscription', () => {
  it('offers cancel for recurring subscriptions not cancelled', () => {
    expect(canCancelSubscription({ status: 'ACTIVE', subscriptionType: 'RECURRING' })).toBe(true);
    expect(canCancelSubscription({ status: 'PAUSED', subscriptionType: 'RECURRING' })).toBe(true);
    expect(canCancelSubscription({ status: 'COMPLETED', subscriptionType: 'RECURRING' })).toBe(false);
    expect(canCancelSubscription({ status: 'CANCELLED', subscriptionType: 'RECURRING' })).toBe(false);
    expect(canCancelSubscription({ status: 'ACTIVE', subscriptionType: 'ONE_TIME' })).toBe(false);
  });
});

describe('nextPauseStatus', () => {
  it('toggles ACTIVE and PAUSED only', () => {
    expect(nextPauseStatus('ACTIVE')).toBe('PAUSED');
    expect(nextPauseStatus('PAUSED')).toBe('ACTIVE');
    expect(nextPauseStatus('CANCELLED')).toBeNull();
    expect(nextPauseStatus('COMPLETED')).toBeNull();
  });
});

describe('subscriptionProgress', () => {
  it('labels months out of 12 and caps the bar at 100 percent', () => {
    expect(subscriptionProgress(0)).toEqual({ label: '0/12 months completed', percent: 0 });
    expect(subscriptionProgress(3)).toEqual({ label: '3/12 months completed', percent: 25 });
    expect(subscriptionProgress(12)).toEqual({ label: '12/12 months completed', percent: 100 });
    expect(subscriptionProgress(14)).toEqual({ label: '14/12 months completed', percent: 100 });
    expect(subscriptionProgress(-1)).toEqual({ label: '0/12 months completed', percent: 0 });
  });
});

describe('subscriptionPaymentLabel', () => {
  it('numbers payments from 1', () => {
    expect(subscriptionPaymentLabel(1)).toBe('Payment 1');
    expect(subscriptionPaymentLabel(2)).toBe('Payment 2');
  });
});

describe('completedMonths', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('counts only months whose ritual has taken place', () => {
    expect(completedMonths([{ ritualDate: '2026-12-01T00:00:00Z', status: 'NOT_COMPLETED' }], now)).toBe(0);
    expect(
      completedMonths(
        [
          { ritualDate: '2026-10-01T00:00:00Z', status: 'COMPLETED' },
          { ritualDate: '2026-11-01T00:00:00Z', status: 'CANCELLED' },
          { ritualDate: '2026-11-26T10:00:00Z', status: 'NOT_COMPLETED' },
        ],
        now,
      ),
    ).toBe(2);
  });
});

describe('subscriptionStatusLabel', () => {
  it('says every status in words', () => {
    expect(subscriptionStatusLabel('ACTIVE')).toBe('Active');
    expect(subscriptionStatusLabel('COMPLETED')).toBe('Completed: all 12 months paid');
    expect(subscriptionStatusLabel('SOME_THING')).toBe('Some thing');
  });
});

import { describe, expect, it } from 'vitest';
import { entriesToOffer, joinRefusal, offerExpiresAt } from './waiting-list';

const line = [
  { id: 'a', places: 3 },
  { id: 'b', places: 1 },
  { id: 'c', places: 2 },
  { id: 'd', places: 1 },
];

describe('entriesToOffer', () => {
  it('offers the first in line when their places fit', () => {
    expect(entriesToOffer(line, 3).map((e) => e.id)).toEqual(['a']);
    expect(entriesToOffer(line, 4).map((e) => e.id)).toEqual(['a', 'b']);
  });
  it('passes over an entry wanting more than is free, keeping the order of the rest', () => {
    expect(entriesToOffer(line, 2).map((e) => e.id)).toEqual(['b', 'd']);
    expect(entriesToOffer(line, 1).map((e) => e.id)).toEqual(['b']);
  });
  it('offers nothing when nothing is free or nobody waits', () => {
    expect(entriesToOffer(line, 0)).toEqual([]);
    expect(entriesToOffer([], 5)).toEqual([]);
  });
});

describe('offerExpiresAt', () => {
  it('is the hold time after the offer', () => {
    expect(offerExpiresAt(new Date('2026-12-01T10:00:00Z'), 2).toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    );
  });
});

describe('joinRefusal', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const slot = { startTime: new Date('2026-12-02T06:00:00Z'), closed: false, capacity: 4, booked: 3 };
  it('lets a devotee wait for more places than are free', () => {
    expect(joinRefusal(slot, 2, now)).toBeNull();
    expect(joinRefusal({ ...slot, booked: 4 }, 1, now)).toBeNull();
  });
  it('refuses when the places are free, the slot has begun or is closed', () => {
    expect(joinRefusal(slot, 1, now)).toBe('places-free');
    expect(joinRefusal({ ...slot, startTime: now }, 2, now)).toBe('slot-started');
    expect(joinRefusal({ ...slot, closed: true }, 2, now)).toBe('slot-closed');
  });
});

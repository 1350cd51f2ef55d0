/**
 * A waiting-list offer opened from its mail (issue 29): its slot is chosen on the booking page and its held places
 * are the devotee's to book. The api counts held places as booked, so every slot answer says the slot is full; for
 * the devotee offered them, the held places are added back to that slot's remaining places.
 */
import { createContext, useContext } from 'react';
import type { SlotAnswer } from '@sannidhi/domain/contracts/catalogue';

export interface HeldOffer {
  entryId: string;
  slotId: string;
  startTime: string;
  places: number;
}

export const HeldOfferContext = createContext<HeldOffer | null>(null);

/** The offer the booking page was opened with, or null. */
export function useHeldOffer(): HeldOffer | null {
  return useContext(HeldOfferContext);
}

/** The slots with the offer's held places counted as free for the devotee offered them. */
export function withHeldPlaces<T extends Pick<SlotAnswer, 'id' | 'remaining'>>(
  slots: readonly T[],
  offer: HeldOffer | null,
): T[] {
  if (!offer) return [...slots];
  return slots.map((s) => (s.id === offer.slotId ? { ...s, remaining: s.remaining + offer.places } : s));
}

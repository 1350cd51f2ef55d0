// The waiting list of full slots (issue 29, Deliver 3): joining a full slot's list, the devotee's own entries (My
// Rituals), leaving, an offer as the booking page opens it, and each slot's list as staff see it.
import * as z from 'zod/mini';
import { CatalogueTexts } from '../catalogue-texts';
import { MAX_WAITING_LIST_PLACES } from '../waiting-list';

export const WaitingListStatus = z.enum(['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'LEFT']);
export type WaitingListStatus = z.infer<typeof WaitingListStatus>;

const PLACES_MESSAGE = `Places: a whole number from 1 to ${MAX_WAITING_LIST_PLACES}`;

/** `POST /waiting-list`: wait for `places` places on a full slot. */
export const JoinWaitingListBody = z.object({
  slotId: z.uuid('slot: not a slot id'),
  places: z
    .number(PLACES_MESSAGE)
    .check(z.int(PLACES_MESSAGE), z.gte(1, PLACES_MESSAGE), z.lte(MAX_WAITING_LIST_PLACES, PLACES_MESSAGE)),
});
export type JoinWaitingListBody = z.infer<typeof JoinWaitingListBody>;

/** `DELETE /waiting-list/:id`, `GET /waiting-list/:id`. */
export const WaitingListEntryParams = z.object({ id: z.uuid('Waiting-list entry not found') });

/** One of the devotee's entries: waiting in line, or offered places held until `offerExpiresAt`. */
export const WaitingListEntry = z.object({
  id: z.string(),
  slotId: z.string(),
  centerId: z.string(),
  centerName: z.string(),
  productId: z.string(),
  ritualName: z.string(),
  /** The ritual's name in other languages as the centre gave them (products.texts): My Rituals names it so. */
  ritualTexts: z._default(CatalogueTexts, {}),
  /** ISO instant of the slot's start. */
  slotStart: z.string(),
  /** "25-12-2026 06:30 AM" in the centre's zone and date format. */
  when: z.string(),
  inPerson: z.boolean(),
  places: z.int(),
  status: WaitingListStatus,
  /** 1 for the first in line; null once offered or ended. */
  position: z.nullable(z.int()),
  /** ISO instant until which the offered places are held (OFFERED only). */
  offerExpiresAt: z.nullable(z.string()),
  joinedAt: z.string(),
});
export type WaitingListEntry = z.infer<typeof WaitingListEntry>;

/** `GET /waiting-list`: the devotee's live entries (waiting or offered, slots not begun), soonest slot first. */
export const MyWaitingList = z.object({ entries: z.array(WaitingListEntry) });
export type MyWaitingList = z.infer<typeof MyWaitingList>;

/** One entry of a slot's waiting list as staff see it (schedule page). */
export const StaffWaitingListEntry = z.object({
  id: z.string(),
  devoteeName: z.string(),
  email: z.string(),
  places: z.int(),
  status: WaitingListStatus,
  joinedAt: z.string(),
  offerExpiresAt: z.nullable(z.string()),
});
export type StaffWaitingListEntry = z.infer<typeof StaffWaitingListEntry>;

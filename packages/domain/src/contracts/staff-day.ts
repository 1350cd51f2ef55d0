import * as z from 'zod/mini';
import { CatalogueTexts } from '../catalogue-texts';
import { CHECK_IN_OUTCOMES } from '../day-list';
import { AgeGroup, Gender, OrderStatus } from '../enums';
import { BookedVariant, VariantTextsByName } from '../form-texts';
import { Id } from './common';

const IsoDate = z.iso.date('date: use yyyy-mm-dd');
const Reference = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter a booking reference'),
    z.maxLength(40, 'A booking reference has at most 40 characters'),
  );

/** `GET /staff/day?center=&date=`: the slots of a date at a centre (date: today in the centre's zone if left out). */
export const StaffDayQuery = z.object({ center: Id, date: z.optional(IsoDate) });

export const DayParticipant = z.object({
  name: z.string(),
  ageGroup: AgeGroup,
  gender: Gender,
  age: z.nullable(z.string()),
  nakshatram: z.nullable(z.string()),
  nakshatramLanguage: z.nullable(z.string()),
});

export const DayFamilyMember = z.object({
  name: z.string(),
  nakshatram: z.nullable(z.string()),
  nakshatramLanguage: z.nullable(z.string()),
});

export const DayBooking = z.object({
  orderId: z.string(),
  /** The reference the devotee sees (bookingId without its first 3 characters). */
  reference: z.string(),
  status: OrderStatus,
  devoteeName: z.string(),
  /** The devotee erased their account (issue 30): no name; the screen says "Erased devotee" in its language. */
  devoteeErased: z.boolean(),
  /** Options booked, "Single X 1" (English, as stored). */
  options: z.array(z.string()),
  /** The same options by English name and quantity: the page names them in its language with the slot's texts. */
  variants: z._default(z.array(BookedVariant), []),
  inPerson: z.boolean(),
  participants: z.array(DayParticipant),
  familyName: z.nullable(z.string()),
  familyMembers: z.array(DayFamilyMember),
  checkedInAt: z.nullable(z.string()),
  checkedInBy: z.nullable(z.string()),
});
export type DayBooking = z.infer<typeof DayBooking>;

export const DaySlot = z.object({
  slotId: z.string(),
  startTime: z.string(),
  /** "06:30 AM" in the centre's zone. */
  time: z.string(),
  ritual: z.string(),
  /** The ritual's name in other languages as the centre gave them (products.texts): the page names it in its language. */
  ritualTexts: z._default(CatalogueTexts, {}),
  /** The ritual's variant names in other languages (product_variants.texts, by English name). */
  variantTexts: z._default(VariantTextsByName, {}),
  inPerson: z.boolean(),
  capacity: z.int(),
  booked: z.int(),
  bookings: z.array(DayBooking),
});
export type DaySlot = z.infer<typeof DaySlot>;

export const StaffDay = z.object({
  center: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  date: z.string(),
  slots: z.array(DaySlot),
});
export type StaffDay = z.infer<typeof StaffDay>;

/** `POST /staff/check-in`: mark a booking of the day COMPLETED or NO_SHOW. */
export const CheckInBody = z.object({
  center: Id,
  /** The day being worked: a booking of another date is refused. */
  date: IsoDate,
  reference: Reference,
  outcome: z.enum(CHECK_IN_OUTCOMES),
});
export type CheckInBody = z.infer<typeof CheckInBody>;

export const CheckInAnswer = z.object({
  orderId: z.string(),
  reference: z.string(),
  status: OrderStatus,
  checkedInAt: z.nullable(z.string()),
  checkedInBy: z.nullable(z.string()),
});
export type CheckInAnswer = z.infer<typeof CheckInAnswer>;

/** `POST /staff/check-in/undo`: take a check-in back, with the reason (audited). */
export const UndoCheckInBody = z.object({
  center: Id,
  reference: Reference,
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Please say why the check-in is undone'),
      z.maxLength(500, 'The reason has at most 500 characters'),
    ),
});
export type UndoCheckInBody = z.infer<typeof UndoCheckInBody>;

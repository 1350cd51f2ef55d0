import type { BookingSlot, SlotRules, YearMonth } from '../lib/slots';

/** What every calendar layout receives from the booking page. */
export interface SlotPickerProps {
  productId: string;
  /** The attendance mode whose slots are offered. */
  inPerson: boolean;
  rules: SlotRules;
  dateFormat: string;
  selected: readonly BookingSlot[];
  onSelect: (slots: BookingSlot[]) => void;
  /** Month to open on (rescheduling: the month of the order's slot). */
  initialMonth?: YearMonth;
  /** Slot to preselect once loaded (rescheduling). */
  initialSlotId?: string;
  /** Id of the section's error message, for aria-describedby. */
  describedById?: string;
}

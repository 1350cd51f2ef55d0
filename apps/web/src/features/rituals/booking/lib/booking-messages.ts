import { msg } from '@lingui/core/macro';

/** The booking form's messages (spec texts), shown with i18n._(…) where they are rendered. */
export const BOOKING_MESSAGES = {
  chooseSlot: msg`Please choose a date and time`,
  chooseDates: msg`Please choose at least one date`,
  chooseQuantity: msg`Please choose how many you would like to book`,
  chooseSubscription: msg`Please choose recurring or one time`,
  fixErrors: msg`Please correct the highlighted fields.`,
  added: msg`Added to cart`,
  addFailed: msg`This ritual could not be added to the cart. Please try again.`,
} as const;

/** The booking form's messages (spec texts). */
export const BOOKING_MESSAGES = {
  chooseSlot: 'Please choose a date and time',
  chooseDates: 'Please choose at least one date',
  chooseQuantity: 'Please choose how many you would like to book',
  chooseSubscription: 'Please choose recurring or one time',
  fixErrors: 'Please correct the highlighted fields.',
  added: 'Added to cart',
  addFailed: 'This ritual could not be added to the cart. Please try again.',
} as const;

// The mails' texts in English, the source language (issue 28): every other language's module has the same keys
// (the type below makes a missing one a compile error, and mail-texts.test.ts a test failure). Names, references,
// amounts, dates and addresses arrive as values; a text never builds them.
import type { BookingEventWords } from '@sannidhi/domain/booking-calendar';

export type LateReason =
  | 'places-taken'
  | 'slot-past'
  | 'slot-closed'
  | 'ritual-hidden'
  | 'month-already-paid'
  | 'subscription-ended';

export interface MailTexts {
  /** The mail's language in its own script, for the test's report; also <html lang> comes from the code. */
  languageName: string;
  /** The greeting before a sentence: "Namaskaram {name}, ". */
  greeting: (p: { name: string }) => string;
  /** The name when the devotee's first name is unknown. */
  devotee: string;
  footer: string;
  /** Before a booking reference in the list of booked lines: "Ref". */
  ref: string;
  qrAlt: (p: { reference: string }) => string;
  checkInHint: string;

  confirmationSubject: (p: { center: string }) => string;
  confirmationTitle: string;
  confirmationSentence: (p: { amount: string }) => string;

  statusReceivedTitle: string;
  statusNotCompletedTitle: string;
  statusRefundedTitle: string;
  statusReceivedSentence: (p: { amount: string }) => string;
  statusErrorSentence: (p: { amount: string }) => string;
  statusExpiredSentence: (p: { amount: string }) => string;
  statusRefundedSentence: (p: { amount: string }) => string;

  linkSubject: (p: { center: string }) => string;
  linkTitle: string;
  linkSentence: (p: { amount: string; center: string; hours: number }) => string;
  payNow: string;
  payHere: (p: { url: string }) => string;

  lateReasons: Record<LateReason, string>;
  lateReasonUnknown: string;
  refundStartedTitle: string;
  refundStartedSentence: (p: { amount: string; reason: string }) => string;
  refundDoneTitle: string;
  refundDoneSentence: (p: { amount: string }) => string;
  /** how: the way the office gave it back, in this language (outsideMethods). */
  refundDoneOutsideSentence: (p: { amount: string; how: string }) => string;
  outsideMethods: Record<'CASH' | 'BANK_TRANSFER' | 'CHEQUE', string>;
  refundFailedTitle: string;
  refundFailedSentence: (p: { amount: string }) => string;

  holdTitle: string;
  rescheduleTitle: string;
  cancelTitle: string;
  /** The temple closed the date; reason: the office's own words (data), or ''. */
  templeClosed: (p: { reason: string }) => string;
  holdSentence: string;
  rescheduleSentence: (p: { when: string }) => string;
  /** A moved booking's line names its old time so: "previously 11-12-2026 06:30 AM". */
  rescheduleWas: (p: { when: string }) => string;
  cancelRefundSentence: (p: { amount: string }) => string;
  cancelNoRefundSentence: string;

  chargeFailedSubject: (p: { month: number; ritual: string }) => string;
  /** reason: the gateway's words (data). */
  chargeFailedSentence: (p: { month: number; ritual: string; reason: string }) => string;
  chargeRetry: (p: { date: string }) => string;
  chargePaused: string;
  mandateEndedSubject: (p: { ritual: string }) => string;
  mandateEndedSentence: (p: { ritual: string }) => string;

  shippedSubject: (p: { center: string }) => string;
  shippedSentence: (p: { ritual: string; reference: string; carrier: string }) => string;
  trackingId: string;
  trackAt: (p: { url: string }) => string;
  trackLink: string;
  shippedTo: string;

  /** The confirmation's line about its .ics attachment (issue 29). */
  calendarHint: string;

  /** The words of a calendar entry's description (.ics files and their mails; issue 28). */
  calendarEvent: BookingEventWords;

  /** The reminder before a ritual (issue 29). place: the centre's name and address (data). */
  reminderSubject: (p: { ritual: string; center: string; when: string }) => string;
  reminderTitle: string;
  reminderSentence: (p: { ritual: string; when: string }) => string;
  reminderWhere: (p: { place: string }) => string;
  reminderOnline: (p: { center: string }) => string;
  reminderBring: (p: { url: string }) => string;
  reminderBringLead: string;
  reminderInfoLink: string;
  reminderBooking: (p: { reference: string; options: string }) => string;
  reminderManage: (p: { url: string }) => string;
  myRituals: string;
  rescheduleOrCancel: string;

  /** The pre-debit notice of a subscription's next charge (issue 29). contact: the centre's (data). */
  preDebitSubject: (p: { center: string; amount: string; date: string; ritual: string }) => string;
  preDebitSentence: string;
  preDebitDetails: (p: { center: string; amount: string; date: string }) => string;
  preDebitPurpose: (p: { reference: string; month: number; termMonths: number; ritual: string }) => string;
  preDebitPause: (p: { url: string }) => string;
  preDebitContact: (p: { contact: string }) => string;
  /** After a monthly charge is taken (issue 29): what was charged, and how to raise a complaint. */
  postDebitSubject: (p: { center: string; amount: string; month: number; ritual: string }) => string;
  postDebitSentence: string;
  postDebitComplaint: (p: { contact: string }) => string;
  /** The mandate reference when the gateway gave none. */
  yourBankMandate: string;

  /** The waiting-list offer (issue 29): places freed on a full slot, held for the devotee until `until`. */
  waitingOfferSubject: (p: { ritual: string; when: string }) => string;
  waitingOfferTitle: string;
  waitingOfferSentence: (p: { places: number; ritual: string; center: string; when: string }) => string;
  waitingOfferHold: (p: { until: string }) => string;
  waitingOfferBook: string;
  waitingOfferLink: (p: { url: string }) => string;
  waitingOfferLeave: string;

  /** "Delete my account" cancelled by a sign-in during the grace period (issue 30). */
  erasureCancelledSubject: string;
  erasureCancelledTitle: string;
  /** After the greeting. */
  erasureCancelledSentence: string;
  erasureCancelledKept: string;
}

export const en: MailTexts = {
  languageName: 'English',
  greeting: ({ name }) => `Namaskaram ${name}, `,
  devotee: 'devotee',
  footer: 'This message was sent by Sannidhi on behalf of the temple centre.',
  ref: 'Ref',
  qrAlt: ({ reference }) => `QR code of booking reference ${reference}`,
  checkInHint:
    'At the temple, show the QR code of your booking or tell the booking reference to the ritual assistant.',

  confirmationSubject: ({ center }) => `Your booking at ${center} is confirmed`,
  confirmationTitle: 'Booking confirmed',
  confirmationSentence: ({ amount }) =>
    `your payment of ${amount} was received and your booking is confirmed.`,

  statusReceivedTitle: 'Payment received',
  statusNotCompletedTitle: 'Payment not completed',
  statusRefundedTitle: 'Payment refunded',
  statusReceivedSentence: ({ amount }) =>
    `your payment of ${amount} was received and your booking is confirmed.`,
  statusErrorSentence: ({ amount }) =>
    `your payment of ${amount} did not go through, so nothing was booked. You may try again.`,
  statusExpiredSentence: ({ amount }) =>
    `we did not receive your payment of ${amount} in time, so the places were released. You may book again.`,
  statusRefundedSentence: ({ amount }) => `your payment of ${amount} has been refunded in full.`,

  linkSubject: ({ center }) => `Payment link for your booking at ${center}`,
  linkTitle: 'Complete your payment',
  linkSentence: ({ amount, center, hours }) =>
    `please complete the payment of ${amount} for your booking at ${center}. The link is valid for ${hours} hours; your registration is confirmed once the payment is complete.`,
  payNow: 'Pay now',
  payHere: ({ url }) => `Pay here: ${url}`,

  lateReasons: {
    'places-taken': 'the places were taken by others meanwhile',
    'slot-past': 'the ritual time has passed',
    'slot-closed': 'the temple has closed that date',
    'ritual-hidden': 'the ritual is no longer offered',
    'month-already-paid': 'that month was already paid',
    'subscription-ended': 'the subscription has ended',
  },
  lateReasonUnknown: 'the booking could not be kept',
  refundStartedTitle: 'Refund started',
  refundStartedSentence: ({ amount, reason }) =>
    `your payment of ${amount} arrived after its time had run out and ${reason}, so nothing is booked. A refund of ${amount} has been started to your original payment method; we will write again when it is done.`,
  refundDoneTitle: 'Refund completed',
  refundDoneSentence: ({ amount }) =>
    `your refund of ${amount} has been sent back to your original payment method.`,
  refundDoneOutsideSentence: ({ amount, how }) =>
    `your refund of ${amount} has been given back to you by the temple office another way (${how}), as the bank could not take it back to your original payment method.`,
  outsideMethods: { CASH: 'cash at the counter', BANK_TRANSFER: 'bank transfer', CHEQUE: 'cheque' },
  refundFailedTitle: 'Refund delayed',
  refundFailedSentence: ({ amount }) =>
    `your refund of ${amount} could not be completed by the bank yet. We will try again and the temple office has been told; you need do nothing.`,

  holdTitle: 'Your booking is on hold',
  rescheduleTitle: 'Your booking has been rescheduled',
  cancelTitle: 'Your booking has been cancelled',
  templeClosed: ({ reason }) =>
    `The temple has closed the date of your ritual${reason ? ` (${reason})` : ''}. `,
  holdSentence:
    'Your booking is on hold. You can reschedule it from My Rituals within 90 days of the original ritual date.',
  rescheduleSentence: ({ when }) => `Your booking has been moved to ${when}.`,
  rescheduleWas: ({ when }) => `previously ${when}`,
  cancelRefundSentence: ({ amount }) =>
    `Your booking has been cancelled. A refund of ${amount} has been started to your original payment method.`,
  cancelNoRefundSentence:
    'Your booking has been cancelled. As the cancellation terms say, no refund is given.',

  chargeFailedSubject: ({ month, ritual }) =>
    `Payment ${month} of your ${ritual} subscription did not go through`,
  chargeFailedSentence: ({ month, ritual, reason }) =>
    `We could not charge month ${month} of your ${ritual} subscription (${reason}).`,
  chargeRetry: ({ date }) =>
    `We will try again on ${date}. Please make sure your card or bank mandate can be charged.`,
  chargePaused:
    'We tried several times without success, so your subscription is paused. Resume it from the Subscription tab of your dashboard once your card or bank mandate can be charged.',
  mandateEndedSubject: ({ ritual }) => `Your ${ritual} subscription is cancelled`,
  mandateEndedSentence: ({ ritual }) =>
    `Your bank mandate for the ${ritual} subscription was cancelled, so no further months will be charged.`,

  shippedSubject: ({ center }) => `Your prasadam from ${center} is on its way`,
  shippedSentence: ({ ritual, reference, carrier }) =>
    `the prasadam of your ${ritual} (ref ${reference}) has been shipped with ${carrier}.`,
  trackingId: 'Tracking ID',
  trackAt: ({ url }) => `Track it at ${url}`,
  trackLink: 'Track your parcel',
  shippedTo: 'Shipped to',

  calendarHint:
    'The attached calendar file adds your ritual to your calendar; My Rituals also offers it under "Add to calendar".',

  calendarEvent: {
    reference: 'Booking reference',
    inPerson: 'In person at the temple',
    online: 'Online: performed at the temple on your behalf',
    yourBooking: 'Your booking',
    fullStop: '.',
  },
  reminderSubject: ({ ritual, center, when }) => `Reminder: ${ritual} at ${center}, ${when}`,
  reminderTitle: 'Your ritual is coming up',
  reminderSentence: ({ ritual, when }) => `this is a reminder of your ${ritual} on ${when}.`,
  reminderWhere: ({ place }) => `Where: ${place}. Please arrive a little early.`,
  reminderOnline: ({ center }) =>
    `How: this is an online ritual, performed at ${center} on your behalf; you need not travel. The centre's information page says how to follow it.`,
  reminderBring: ({ url }) => `What to bring and how to dress: see the centre's information page, ${url}`,
  reminderBringLead: 'What to bring and how to dress:',
  reminderInfoLink: "the centre's information page",
  reminderBooking: ({ reference, options }) => `Booking reference ${reference} (${options}).`,
  reminderManage: ({ url }) => `To reschedule or cancel, open My Rituals: ${url}`,
  myRituals: 'My Rituals',
  rescheduleOrCancel: 'reschedule or cancel.',

  preDebitSubject: ({ center, amount, date, ritual }) =>
    `${center} will charge ${amount} on ${date} for your ${ritual} subscription`,
  preDebitSentence: 'this is the notice before your next monthly charge.',
  preDebitDetails: ({ center, amount, date }) =>
    `Merchant: ${center}. Amount: ${amount}. Date of charge: ${date}.`,
  preDebitPurpose: ({ reference, month, termMonths, ritual }) =>
    `Mandate reference: ${reference}. Purpose: month ${month} of ${termMonths} of your ${ritual} prasadam subscription.`,
  preDebitPause: ({ url }) =>
    `Not this month? Skip this month or pause the subscription with one tap, before the charge date: ${url}`,
  preDebitContact: ({ contact }) => `Questions or a complaint: ${contact}.`,
  postDebitSubject: ({ center, amount, month, ritual }) =>
    `${center} has charged ${amount} for month ${month} of your ${ritual} subscription`,
  postDebitSentence: 'your monthly charge has been taken.',
  postDebitComplaint: ({ contact }) =>
    `Did you not expect this charge, or is something wrong with it? Raise a complaint with the centre: ${contact}. You may also raise it with your bank, quoting the mandate reference.`,
  yourBankMandate: 'your bank mandate',

  waitingOfferSubject: ({ ritual, when }) => `Places have opened for you: ${ritual}, ${when}`,
  waitingOfferTitle: 'Your places from the waiting list',
  waitingOfferSentence: ({ places, ritual, center, when }) =>
    `places have opened on the ${ritual} at ${center}, ${when}: ${places === 1 ? 'the place you waited for is' : `the ${places} places you waited for are`} now held for you.`,
  waitingOfferHold: ({ until }) =>
    `They are held for you until ${until}. After that they pass to the next devotee in line.`,
  waitingOfferBook: 'Book the held places',
  waitingOfferLink: ({ url }) => `Book them here: ${url}`,
  waitingOfferLeave:
    'If you no longer need them, leave the waiting list in My Rituals and they pass to the next devotee.',

  erasureCancelledSubject: 'Your account will not be deleted',
  erasureCancelledTitle: 'Your request to delete your account was cancelled',
  erasureCancelledSentence:
    'welcome back. Your request to delete your account was cancelled because you signed in.',
  erasureCancelledKept:
    'Your account and your data stay as they are. If you still want your account deleted, ask again under My data on your Dashboard. If it was not you who signed in, please write to the temple office.',
};

// The mails' texts in Kannada (issue 28): a respectful register for a temple office; names and amounts are values.
import type { MailTexts } from './en';

export const kn: MailTexts = {
  languageName: 'ಕನ್ನಡ',
  greeting: ({ name }) => `ನಮಸ್ಕಾರ ${name}, `,
  devotee: 'ಭಕ್ತರೇ',
  footer: 'ಈ ಸಂದೇಶವನ್ನು ದೇವಾಲಯ ಕೇಂದ್ರದ ಪರವಾಗಿ ಸನ್ನಿಧಿ ಕಳುಹಿಸಿದೆ.',
  ref: 'ಉಲ್ಲೇಖ',
  qrAlt: ({ reference }) => `ಬುಕಿಂಗ್ ಉಲ್ಲೇಖ ${reference} ರ QR ಕೋಡ್`,
  checkInHint: 'ದೇವಾಲಯದಲ್ಲಿ, ನಿಮ್ಮ ಬುಕಿಂಗ್‌ನ QR ಕೋಡ್ ತೋರಿಸಿ ಅಥವಾ ಬುಕಿಂಗ್ ಉಲ್ಲೇಖವನ್ನು ಪೂಜಾ ಸಹಾಯಕರಿಗೆ ತಿಳಿಸಿ.',

  confirmationSubject: ({ center }) => `${center} ನಲ್ಲಿ ನಿಮ್ಮ ಬುಕಿಂಗ್ ದೃಢಪಟ್ಟಿದೆ`,
  confirmationTitle: 'ಬುಕಿಂಗ್ ದೃಢಪಟ್ಟಿದೆ',
  confirmationSentence: ({ amount }) => `ನಿಮ್ಮ ${amount} ಪಾವತಿ ತಲುಪಿದೆ ಮತ್ತು ನಿಮ್ಮ ಬುಕಿಂಗ್ ದೃಢಪಟ್ಟಿದೆ.`,

  statusReceivedTitle: 'ಪಾವತಿ ತಲುಪಿದೆ',
  statusNotCompletedTitle: 'ಪಾವತಿ ಪೂರ್ಣಗೊಂಡಿಲ್ಲ',
  statusRefundedTitle: 'ಪಾವತಿಯನ್ನು ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ',
  statusReceivedSentence: ({ amount }) => `ನಿಮ್ಮ ${amount} ಪಾವತಿ ತಲುಪಿದೆ ಮತ್ತು ನಿಮ್ಮ ಬುಕಿಂಗ್ ದೃಢಪಟ್ಟಿದೆ.`,
  statusErrorSentence: ({ amount }) =>
    `ನಿಮ್ಮ ${amount} ಪಾವತಿ ಯಶಸ್ವಿಯಾಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಯಾವುದೂ ಬುಕ್ ಆಗಿಲ್ಲ. ನೀವು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಬಹುದು.`,
  statusExpiredSentence: ({ amount }) =>
    `ನಿಮ್ಮ ${amount} ಪಾವತಿ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ನಮಗೆ ತಲುಪಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಸ್ಥಳಗಳನ್ನು ಬಿಡುಗಡೆ ಮಾಡಲಾಗಿದೆ. ನೀವು ಮತ್ತೆ ಬುಕ್ ಮಾಡಬಹುದು.`,
  statusRefundedSentence: ({ amount }) => `ನಿಮ್ಮ ${amount} ಪಾವತಿಯನ್ನು ಪೂರ್ಣವಾಗಿ ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ.`,

  linkSubject: ({ center }) => `${center} ನಲ್ಲಿ ನಿಮ್ಮ ಬುಕಿಂಗ್‌ಗಾಗಿ ಪಾವತಿ ಲಿಂಕ್`,
  linkTitle: 'ನಿಮ್ಮ ಪಾವತಿಯನ್ನು ಪೂರ್ಣಗೊಳಿಸಿ',
  linkSentence: ({ amount, center, hours }) =>
    `ದಯವಿಟ್ಟು ${center} ನಲ್ಲಿ ನಿಮ್ಮ ಬುಕಿಂಗ್‌ಗಾಗಿ ${amount} ಪಾವತಿಯನ್ನು ಪೂರ್ಣಗೊಳಿಸಿ. ಈ ಲಿಂಕ್ ${hours} ಗಂಟೆಗಳವರೆಗೆ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ; ಪಾವತಿ ಪೂರ್ಣಗೊಂಡ ಕೂಡಲೇ ನಿಮ್ಮ ನೋಂದಣಿ ದೃಢಪಡುತ್ತದೆ.`,
  payNow: 'ಈಗ ಪಾವತಿಸಿ',
  payHere: ({ url }) => `ಇಲ್ಲಿ ಪಾವತಿಸಿ: ${url}`,

  lateReasons: {
    'places-taken': 'ಈ ನಡುವೆ ಸ್ಥಳಗಳನ್ನು ಇತರರು ಪಡೆದುಕೊಂಡರು',
    'slot-past': 'ಪೂಜೆಯ ಸಮಯ ಕಳೆದುಹೋಗಿದೆ',
    'slot-closed': 'ದೇವಾಲಯವು ಆ ದಿನಾಂಕವನ್ನು ಮುಚ್ಚಿದೆ',
    'ritual-hidden': 'ಆ ಪೂಜೆ ಈಗ ಲಭ್ಯವಿಲ್ಲ',
    'month-already-paid': 'ಆ ತಿಂಗಳ ಪಾವತಿ ಈಗಾಗಲೇ ಆಗಿತ್ತು',
    'subscription-ended': 'ಚಂದಾ ಮುಗಿದಿದೆ',
  },
  lateReasonUnknown: 'ಬುಕಿಂಗ್ ಅನ್ನು ಉಳಿಸಿಕೊಳ್ಳಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
  refundStartedTitle: 'ಮರುಪಾವತಿ ಪ್ರಾರಂಭವಾಗಿದೆ',
  refundStartedSentence: ({ amount, reason }) =>
    `ನಿಮ್ಮ ${amount} ಪಾವತಿ ಅವಧಿ ಮುಗಿದ ನಂತರ ತಲುಪಿತು ಮತ್ತು ${reason}, ಆದ್ದರಿಂದ ಯಾವುದೂ ಬುಕ್ ಆಗಿಲ್ಲ. ${amount} ಮರುಪಾವತಿಯನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಪ್ರಾರಂಭಿಸಲಾಗಿದೆ; ಅದು ಪೂರ್ಣಗೊಂಡಾಗ ಮತ್ತೆ ತಿಳಿಸುತ್ತೇವೆ.`,
  refundDoneTitle: 'ಮರುಪಾವತಿ ಪೂರ್ಣಗೊಂಡಿದೆ',
  refundDoneSentence: ({ amount }) => `ನಿಮ್ಮ ${amount} ಮರುಪಾವತಿಯನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಕಳುಹಿಸಲಾಗಿದೆ.`,
  refundDoneOutsideSentence: ({ amount, how }) =>
    `ಬ್ಯಾಂಕ್ ಇದನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಹಿಂದಿರುಗಿಸಲು ಸಾಧ್ಯವಾಗದ ಕಾರಣ, ನಿಮ್ಮ ${amount} ಮರುಪಾವತಿಯನ್ನು ದೇವಾಲಯದ ಕಚೇರಿ ಬೇರೆ ರೀತಿಯಲ್ಲಿ (${how}) ನಿಮಗೆ ಹಿಂದಿರುಗಿಸಿದೆ.`,
  outsideMethods: { CASH: 'ಕೌಂಟರ್‌ನಲ್ಲಿ ನಗದು', BANK_TRANSFER: 'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ', CHEQUE: 'ಚೆಕ್' },
  refundFailedTitle: 'ಮರುಪಾವತಿ ತಡವಾಗಿದೆ',
  refundFailedSentence: ({ amount }) =>
    `ನಿಮ್ಮ ${amount} ಮರುಪಾವತಿಯನ್ನು ಬ್ಯಾಂಕ್ ಇನ್ನೂ ಪೂರ್ಣಗೊಳಿಸಲು ಸಾಧ್ಯವಾಗಿಲ್ಲ. ನಾವು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸುತ್ತೇವೆ ಮತ್ತು ದೇವಾಲಯದ ಕಚೇರಿಗೆ ತಿಳಿಸಲಾಗಿದೆ; ನೀವು ಏನೂ ಮಾಡಬೇಕಾಗಿಲ್ಲ.`,

  holdTitle: 'ನಿಮ್ಮ ಬುಕಿಂಗ್ ಅನ್ನು ತಡೆಹಿಡಿಯಲಾಗಿದೆ',
  rescheduleTitle: 'ನಿಮ್ಮ ಬುಕಿಂಗ್‌ನ ದಿನಾಂಕ ಬದಲಿಸಲಾಗಿದೆ',
  cancelTitle: 'ನಿಮ್ಮ ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ',
  templeClosed: ({ reason }) => `ದೇವಾಲಯವು ನಿಮ್ಮ ಪೂಜೆಯ ದಿನಾಂಕವನ್ನು ಮುಚ್ಚಿದೆ${reason ? ` (${reason})` : ''}. `,
  holdSentence:
    'ನಿಮ್ಮ ಬುಕಿಂಗ್ ಅನ್ನು ತಡೆಹಿಡಿಯಲಾಗಿದೆ. ಮೂಲ ಪೂಜಾ ದಿನಾಂಕದಿಂದ 90 ದಿನಗಳೊಳಗೆ "ನನ್ನ ಪೂಜೆಗಳು" ಪುಟದಿಂದ ಇದರ ದಿನಾಂಕ ಬದಲಿಸಬಹುದು.',
  rescheduleSentence: ({ when }) => `ನಿಮ್ಮ ಬುಕಿಂಗ್ ಅನ್ನು ಹೊಸ ಸಮಯಕ್ಕೆ ಬದಲಾಯಿಸಲಾಗಿದೆ: ${when}.`,
  rescheduleWas: ({ when }) => `ಹಿಂದೆ ${when}`,
  cancelRefundSentence: ({ amount }) =>
    `ನಿಮ್ಮ ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ. ${amount} ಮರುಪಾವತಿಯನ್ನು ನಿಮ್ಮ ಮೂಲ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಪ್ರಾರಂಭಿಸಲಾಗಿದೆ.`,
  cancelNoRefundSentence: 'ನಿಮ್ಮ ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ. ರದ್ದತಿ ನಿಯಮಗಳ ಪ್ರಕಾರ ಮರುಪಾವತಿ ನೀಡಲಾಗುವುದಿಲ್ಲ.',

  chargeFailedSubject: ({ month, ritual }) => `ನಿಮ್ಮ ${ritual} ಚಂದಾದ ${month}ನೇ ಪಾವತಿ ಯಶಸ್ವಿಯಾಗಲಿಲ್ಲ`,
  chargeFailedSentence: ({ month, ritual, reason }) =>
    `ನಿಮ್ಮ ${ritual} ಚಂದಾದ ${month}ನೇ ತಿಂಗಳ ಶುಲ್ಕವನ್ನು ಪಡೆಯಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ (${reason}).`,
  chargeRetry: ({ date }) =>
    `${date} ರಂದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸುತ್ತೇವೆ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಕಾರ್ಡ್ ಅಥವಾ ಬ್ಯಾಂಕ್ ಮ್ಯಾಂಡೇಟ್‌ನಿಂದ ಶುಲ್ಕ ಪಡೆಯಲು ಸಾಧ್ಯವಿದೆಯೆಂದು ಖಚಿತಪಡಿಸಿಕೊಳ್ಳಿ.`,
  chargePaused:
    'ಹಲವು ಬಾರಿ ಪ್ರಯತ್ನಿಸಿದರೂ ಯಶಸ್ವಿಯಾಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ನಿಮ್ಮ ಚಂದಾವನ್ನು ತಡೆಹಿಡಿಯಲಾಗಿದೆ. ನಿಮ್ಮ ಕಾರ್ಡ್ ಅಥವಾ ಬ್ಯಾಂಕ್ ಮ್ಯಾಂಡೇಟ್‌ನಿಂದ ಶುಲ್ಕ ಪಡೆಯಲು ಸಾಧ್ಯವಾದಾಗ, ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನ "ಚಂದಾ" ಟ್ಯಾಬ್‌ನಿಂದ ಇದನ್ನು ಮುಂದುವರಿಸಿ.',
  mandateEndedSubject: ({ ritual }) => `ನಿಮ್ಮ ${ritual} ಚಂದಾ ರದ್ದಾಗಿದೆ`,
  mandateEndedSentence: ({ ritual }) =>
    `${ritual} ಚಂದಾಕ್ಕಾಗಿ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಮ್ಯಾಂಡೇಟ್ ರದ್ದಾಗಿದೆ, ಆದ್ದರಿಂದ ಮುಂದಿನ ತಿಂಗಳುಗಳಿಗೆ ಯಾವುದೇ ಶುಲ್ಕ ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ.`,

  shippedSubject: ({ center }) => `${center} ನಿಂದ ನಿಮ್ಮ ಪ್ರಸಾದ ಬರುತ್ತಿದೆ`,
  shippedSentence: ({ ritual, reference, carrier }) =>
    `ನಿಮ್ಮ ${ritual} (ಉಲ್ಲೇಖ ${reference}) ಪ್ರಸಾದವನ್ನು ${carrier} ಮೂಲಕ ಕಳುಹಿಸಲಾಗಿದೆ.`,
  trackingId: 'ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ',
  trackAt: ({ url }) => `ಇಲ್ಲಿ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ: ${url}`,
  trackLink: 'ನಿಮ್ಮ ಪಾರ್ಸೆಲ್ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ',
  shippedTo: 'ಕಳುಹಿಸಿದ ವಿಳಾಸ',

  calendarHint:
    'ಲಗತ್ತಿಸಿದ ಕ್ಯಾಲೆಂಡರ್ ಫೈಲ್ ನಿಮ್ಮ ಪೂಜೆಯನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ಗೆ ಸೇರಿಸುತ್ತದೆ; "ನನ್ನ ಪೂಜೆಗಳು" ಪುಟದಲ್ಲೂ "ಕ್ಯಾಲೆಂಡರ್‌ಗೆ ಸೇರಿಸಿ" ಅಡಿಯಲ್ಲಿ ಇದು ಲಭ್ಯವಿದೆ.',

  calendarEvent: {
    reference: 'ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ',
    inPerson: 'ದೇವಸ್ಥಾನದಲ್ಲಿ ಖುದ್ದಾಗಿ',
    online: 'ಆನ್‌ಲೈನ್: ನಿಮ್ಮ ಪರವಾಗಿ ದೇವಸ್ಥಾನದಲ್ಲಿ ನೆರವೇರಿಸಲಾಗುತ್ತದೆ',
    yourBooking: 'ನಿಮ್ಮ ಬುಕಿಂಗ್',
    fullStop: '.',
  },
  reminderSubject: ({ ritual, center, when }) => `ಜ್ಞಾಪನೆ: ${center} ನಲ್ಲಿ ${ritual}, ${when}`,
  reminderTitle: 'ನಿಮ್ಮ ಪೂಜೆ ಸಮೀಪಿಸುತ್ತಿದೆ',
  reminderSentence: ({ ritual, when }) => `${when} ರಂದು ನಡೆಯಲಿರುವ ನಿಮ್ಮ ${ritual} ಕುರಿತು ಇದು ವಿನಯಪೂರ್ವಕ ಜ್ಞಾಪನೆ.`,
  reminderWhere: ({ place }) => `ಸ್ಥಳ: ${place}. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಮುಂಚಿತವಾಗಿ ಆಗಮಿಸಿ.`,
  reminderOnline: ({ center }) =>
    `ಹೇಗೆ: ಇದು ಆನ್‌ಲೈನ್ ಪೂಜೆ, ನಿಮ್ಮ ಪರವಾಗಿ ${center} ನಲ್ಲಿ ನೆರವೇರಿಸಲಾಗುತ್ತದೆ; ನೀವು ಪ್ರಯಾಣಿಸುವ ಅಗತ್ಯವಿಲ್ಲ. ಇದನ್ನು ಹೇಗೆ ಅನುಸರಿಸಬೇಕೆಂದು ಕೇಂದ್ರದ ಮಾಹಿತಿ ಪುಟ ತಿಳಿಸುತ್ತದೆ.`,
  reminderBring: ({ url }) => `ಏನು ತರಬೇಕು, ಹೇಗೆ ಉಡುಪು ಧರಿಸಬೇಕು: ಕೇಂದ್ರದ ಮಾಹಿತಿ ಪುಟ ನೋಡಿ, ${url}`,
  reminderBringLead: 'ಏನು ತರಬೇಕು, ಹೇಗೆ ಉಡುಪು ಧರಿಸಬೇಕು:',
  reminderInfoLink: 'ಕೇಂದ್ರದ ಮಾಹಿತಿ ಪುಟ',
  reminderBooking: ({ reference, options }) => `ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ ${reference} (${options}).`,
  reminderManage: ({ url }) => `ದಿನಾಂಕ ಬದಲಿಸಲು ಅಥವಾ ರದ್ದುಮಾಡಲು "ನನ್ನ ಪೂಜೆಗಳು" ತೆರೆಯಿರಿ: ${url}`,
  myRituals: 'ನನ್ನ ಪೂಜೆಗಳು',
  rescheduleOrCancel: 'ದಿನಾಂಕ ಬದಲಿಸಿ ಅಥವಾ ರದ್ದುಮಾಡಿ.',

  preDebitSubject: ({ center, amount, date, ritual }) =>
    `ನಿಮ್ಮ ${ritual} ಚಂದಾಕ್ಕಾಗಿ ${center} ${date} ರಂದು ${amount} ಶುಲ್ಕ ವಿಧಿಸುತ್ತದೆ`,
  preDebitSentence: 'ಇದು ನಿಮ್ಮ ಮುಂದಿನ ಮಾಸಿಕ ಶುಲ್ಕಕ್ಕೆ ಮುಂಚಿನ ಸೂಚನೆ.',
  preDebitDetails: ({ center, amount, date }) =>
    `ಸ್ವೀಕರಿಸುವವರು: ${center}. ಮೊತ್ತ: ${amount}. ಶುಲ್ಕದ ದಿನಾಂಕ: ${date}.`,
  preDebitPurpose: ({ reference, month, termMonths, ritual }) =>
    `ಮ್ಯಾಂಡೇಟ್ ಸಂಖ್ಯೆ: ${reference}. ಉದ್ದೇಶ: ನಿಮ್ಮ ${ritual} ಪ್ರಸಾದ ಚಂದಾದ ${termMonths} ತಿಂಗಳುಗಳಲ್ಲಿ ${month}ನೇ ತಿಂಗಳು.`,
  preDebitPause: ({ url }) =>
    `ಈ ತಿಂಗಳು ಬೇಡವೇ? ಶುಲ್ಕದ ದಿನಾಂಕಕ್ಕೆ ಮುನ್ನ, ಒಂದೇ ಸ್ಪರ್ಶದಲ್ಲಿ ಈ ತಿಂಗಳನ್ನು ಬಿಟ್ಟುಬಿಡಿ ಅಥವಾ ಚಂದಾವನ್ನು ತಡೆಹಿಡಿಯಿರಿ: ${url}`,
  preDebitContact: ({ contact }) => `ಪ್ರಶ್ನೆಗಳು ಅಥವಾ ದೂರುಗಳಿಗೆ: ${contact}.`,
  postDebitSubject: ({ center, amount, month, ritual }) =>
    `ನಿಮ್ಮ ${ritual} ಚಂದಾದ ${month}ನೇ ತಿಂಗಳಿಗಾಗಿ ${center} ${amount} ಶುಲ್ಕ ಪಡೆದಿದೆ`,
  postDebitSentence: 'ನಿಮ್ಮ ಮಾಸಿಕ ಶುಲ್ಕವನ್ನು ಪಡೆಯಲಾಗಿದೆ.',
  postDebitComplaint: ({ contact }) =>
    `ಈ ಶುಲ್ಕವನ್ನು ನೀವು ನಿರೀಕ್ಷಿಸಿರಲಿಲ್ಲವೇ, ಅಥವಾ ಇದರಲ್ಲಿ ಏನಾದರೂ ತಪ್ಪಿದೆಯೇ? ಕೇಂದ್ರಕ್ಕೆ ದೂರು ನೀಡಿ: ${contact}. ಮ್ಯಾಂಡೇಟ್ ಸಂಖ್ಯೆಯನ್ನು ತಿಳಿಸಿ ನಿಮ್ಮ ಬ್ಯಾಂಕಿಗೂ ದೂರು ನೀಡಬಹುದು.`,
  yourBankMandate: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಮ್ಯಾಂಡೇಟ್',

  waitingOfferSubject: ({ ritual, when }) => `ನಿಮಗಾಗಿ ಸ್ಥಳಗಳು ಲಭ್ಯವಾಗಿವೆ: ${ritual}, ${when}`,
  waitingOfferTitle: 'ನಿರೀಕ್ಷಣಾ ಪಟ್ಟಿಯಿಂದ ನಿಮ್ಮ ಸ್ಥಳಗಳು',
  waitingOfferSentence: ({ places, ritual, center, when }) =>
    `${center} ಕೇಂದ್ರದಲ್ಲಿ ${when} ರಂದು ನಡೆಯುವ ${ritual} ಪೂಜೆಯಲ್ಲಿ ಸ್ಥಳಗಳು ಲಭ್ಯವಾಗಿವೆ: ನೀವು ಕಾಯುತ್ತಿದ್ದ ${places} ಸ್ಥಳಗಳನ್ನು ಈಗ ನಿಮಗಾಗಿ ಕಾದಿರಿಸಲಾಗಿದೆ.`,
  waitingOfferHold: ({ until }) =>
    `ಇವುಗಳನ್ನು ${until} ವರೆಗೆ ನಿಮಗಾಗಿ ಕಾದಿರಿಸಲಾಗಿದೆ. ನಂತರ ಪಟ್ಟಿಯಲ್ಲಿ ಮುಂದಿನ ಭಕ್ತರಿಗೆ ನೀಡಲಾಗುತ್ತದೆ.`,
  waitingOfferBook: 'ಕಾದಿರಿಸಿದ ಸ್ಥಳಗಳನ್ನು ಬುಕ್ ಮಾಡಿ',
  waitingOfferLink: ({ url }) => `ಇಲ್ಲಿ ಬುಕ್ ಮಾಡಿ: ${url}`,
  waitingOfferLeave: 'ಇನ್ನು ಇವು ಬೇಡವಾದರೆ, "ನನ್ನ ಪೂಜೆಗಳು" ಇಲ್ಲಿ ನಿರೀಕ್ಷಣಾ ಪಟ್ಟಿಯಿಂದ ಹೊರಬನ್ನಿ; ಸ್ಥಳಗಳು ಮುಂದಿನ ಭಕ್ತರಿಗೆ ಸಿಗುತ್ತವೆ.',

  erasureCancelledSubject: 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸಲಾಗುವುದಿಲ್ಲ',
  erasureCancelledTitle: 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸುವ ವಿನಂತಿಯನ್ನು ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ',
  erasureCancelledSentence: 'ಮರಳಿ ಸ್ವಾಗತ. ನೀವು ಸೈನ್ ಇನ್ ಮಾಡಿದ್ದರಿಂದ, ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸುವ ವಿನಂತಿಯನ್ನು ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ.',
  erasureCancelledKept:
    'ನಿಮ್ಮ ಖಾತೆ ಮತ್ತು ನಿಮ್ಮ ಮಾಹಿತಿ ಹಾಗೆಯೇ ಉಳಿಯುತ್ತವೆ. ನೀವು ಇನ್ನೂ ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸಲು ಬಯಸಿದರೆ, ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನ "ನನ್ನ ಮಾಹಿತಿ" ಯಲ್ಲಿ ಮತ್ತೆ ವಿನಂತಿಸಿ. ಸೈನ್ ಇನ್ ಮಾಡಿದ್ದು ನೀವಲ್ಲದಿದ್ದರೆ, ದಯವಿಟ್ಟು ದೇವಾಲಯದ ಕಚೇರಿಗೆ ಬರೆಯಿರಿ.',
};

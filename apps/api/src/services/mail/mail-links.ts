// The app's own addresses in mails and calendar files (My Rituals, the sender). Set once per process from the
// configuration when the app is built (app.ts): the mails are rendered where a change happens, deep in services that
// take a database client only, and one process serves one APP_ORIGIN.
let appOrigin = 'http://localhost:8080';
let sender = 'no-reply@sannidhi.example.org';

export function setMailLinks(config: { APP_ORIGIN: string; MAIL_FROM: string }): void {
  appOrigin = config.APP_ORIGIN.replace(/\/+$/, '');
  sender = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
}

/** My Rituals, where the devotee sees, reschedules and cancels their bookings. */
export function myRitualsUrl(): string {
  return `${appOrigin}/account`;
}

/** The address mails are sent from. */
export function senderAddress(): string {
  return sender;
}

/** The Dashboard, whose Subscription tab pauses, resumes and cancels a subscription. */
export function subscriptionsUrl(): string {
  return `${appOrigin}/account/profile?tab=subscription`;
}

/** The one-tap page of a pre-debit notice: skip the announced month or pause (no sign-in; the token is the key). */
export function noticeLinkUrl(token: string): string {
  return `${appOrigin}/subscription-notice/${token}`;
}

/** The booking page of a ritual with a waiting-list offer's slot chosen and its held places reserved. */
export function waitingListOfferUrl(productId: string, entryId: string): string {
  return `${appOrigin}/rituals/book-ritual/${encodeURIComponent(productId)}?offer=${encodeURIComponent(entryId)}`;
}

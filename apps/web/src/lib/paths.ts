/**
 * Every path of the route table (spec part 1 §2) in one place, so that links, guards and the router
 * agree. The spec does not spell the card-terminal route; `/card-payment` is our name for it.
 */
export const PATHS = {
  home: '/',
  rituals: '/rituals',
  sadhana: '/sadhana',
  events: '/events',
  bringDeviHome: '/bring-devi-home',
  visitDevi: '/visit-devi',
  aboutDevi: '/about-devi',
  blog: '/blog',
  eventRituals: '/eventRituals/:packageTag',
  car: '/car/:globalType',
  bookRitual: '/rituals/book-ritual/:id',
  cart: '/cart',
  cardPayment: '/card-payment',
  paymentLink: '/payment/:paymentId',
  /** A pre-debit notice's one-tap page: skip the announced month or pause (no sign-in; issue 29). */
  subscriptionNotice: '/subscription-notice/:token',
  /** Result screen after an in-app payment (reads navigation state). */
  paymentResult: '/payment/result',
  gpmsResponse: '/gpmsResponse',
  bobr: '/bobr',
  account: '/account',
  accountProfile: '/account/profile',
  /** "View my data": everything held about the signed-in person (issue 30). */
  accountData: '/account/data',
  login: '/login',
  logout: '/logout',
  backOfficeUserNotAllowed: '/BackOfficeUserNotAllowed',
  devoteeProfileDetails: '/devoteeProfileDetails',
  /** Back office: a centre's failed and stuck refunds (centre admins and accounts managers). */
  staffHome: '/staff',
  staffRefunds: '/staff/refunds',
  staffRoles: '/staff/roles',
  /** Back office: the day's rituals with participants, and check-in (ritual assistants, sevakas). */
  staffDay: '/staff/day',
  /** Back office: a centre's rituals, prices and config (centre admins). */
  staffCatalogue: '/staff/catalogue',
  /** Back office: a centre's contact, gateways, time zone and switches (centre admins). */
  staffCenter: '/staff/centre',
  /** Back office: packages of rituals with URL tags (centre admins). */
  staffPackages: '/staff/packages',
  staffDispatch: '/staff/dispatch',
  /** Back office: collections, day close and CSV export (accounts manager); the centre's audit log (centre admin). */
  staffAccounts: '/staff/accounts',
  staffAudit: '/staff/audit',
  staffSchedule: '/staff/schedule',
} as const;

/** Path of the booking page of one ritual. */
export function bookRitualPath(productId: string): string {
  return `/rituals/book-ritual/${encodeURIComponent(productId)}`;
}

/** Path of the event-package entry for a package tag. */
export function eventRitualsPath(packageTag: string): string {
  return `/eventRituals/${encodeURIComponent(packageTag)}`;
}

/** Path of the car-ritual redirect for a global type. */
export function carPath(globalType: string): string {
  return `/car/${encodeURIComponent(globalType)}`;
}

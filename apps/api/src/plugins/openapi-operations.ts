// What the OpenAPI document says about each /api operation beyond its schemas: a one-line summary, whether a
// token is optional, and the error statuses its services answer besides those derived from the route (400 where
// there is input, 401 where a token is read, 500). This table is the one place for summaries and descriptions: routes
// do not carry their own (a new route needs an entry; apps/api/test/openapi.test.ts checks every route).
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 502 | 503;

export interface OperationDoc {
  summary: string;
  description?: string;
  /**
   * 'optional': anonymous callers get the devotee view; a (valid) token may unlock the back-office view.
   * 'gateway-signature': the payment gateway signs the request instead of a bearer token.
   */
  auth?: 'optional' | 'gateway-signature';
  errors?: ErrorStatus[];
}

const catalogueView =
  'A back-office view needs an OFFICE_VOLUNTEER token; without a token the devotee view is served.';

export const OPERATIONS: Record<string, OperationDoc> = {
  'GET /api/health': { summary: 'Health: the api and its database answer' },
  'GET /api/config': { summary: 'Runtime configuration of the SPA (origins, sign-in, region defaults)' },
  'GET /api/health/live': {
    summary: 'Liveness: the process answers',
    description: 'Asks no dependency; restart the instance when this fails.',
  },
  'GET /api/health/ready': {
    summary: 'Readiness: PostgreSQL answers and all migrations are applied',
    description: 'Send traffic to this instance only while this answers 200; 503 { message } says why not.',
  },

  'GET /api/centers/list': { summary: 'Centres, in display order' },
  'GET /api/centers/byGlobalType': {
    summary: 'Centres that offer rituals of a global type',
    description: catalogueView,
    auth: 'optional',
    errors: [502],
  },
  'GET /api/products/list': {
    summary: 'Rituals and offerings of a centre',
    description: catalogueView,
    auth: 'optional',
    errors: [404, 502],
  },
  'GET /api/products/car': {
    summary: 'The car-puja ritual of a centre',
    description: catalogueView,
    auth: 'optional',
    errors: [404, 502],
  },
  'GET /api/package/centersByUrlTag': {
    summary: 'Centres offering a package, by its URL tag',
    description: catalogueView,
    auth: 'optional',
    errors: [502],
  },
  'GET /api/package/ritualsByUrlTag': {
    summary: 'Rituals of a package at a centre, by its URL tag',
    description: catalogueView,
    auth: 'optional',
    errors: [404, 502],
  },
  'GET /api/products/:id': {
    summary: 'One ritual with its centre',
    description: catalogueView,
    auth: 'optional',
    errors: [404, 502],
  },
  'GET /api/slots/list': {
    summary: "A ritual's slots of one month with remaining capacity",
    description: catalogueView,
    auth: 'optional',
    errors: [404, 502],
  },
  'GET /api/slots/sparseList': {
    summary: "A ritual's next bookable slots",
    description: catalogueView,
    auth: 'optional',
    errors: [404, 502],
  },
  'GET /api/ritualVariants': {
    summary: "A ritual's variants with remaining capacity",
    description: catalogueView,
    auth: 'optional',
    errors: [404, 502],
  },

  'POST /api/sso/hash': { summary: 'Sign-in form hash for the provider (own keys and origins only)' },
  'GET /api/sso/basicProfile': {
    summary: 'Sign-in profile of the caller, or of a devotee for a volunteer',
    errors: [403, 404, 502],
  },
  'GET /api/sso/profileCheck': {
    summary: 'Whether a sign-in profile exists for an e-mail (volunteers)',
    errors: [403, 502],
  },
  'GET /api/sso/profileByEmail': {
    summary: 'Sign-in profile by e-mail (volunteers)',
    errors: [403, 404, 502],
  },
  'GET /api/sso/profile/:profileId': { summary: 'Sign-in profile by id', errors: [403, 404, 502] },
  'GET /api/devotee/profile/:profileId': {
    summary: "Sannidhi's record of a devotee, or null",
    errors: [403],
  },
  'GET /api/sso/refreshToken': { summary: 'A fresh token for the signed-in caller', errors: [502] },
  'POST /api/sso/createProfile': {
    summary: 'Create a sign-in profile on behalf of a devotee (volunteers)',
    errors: [403, 409, 502],
  },
  'GET /api/roles': { summary: "The caller's roles per centre", errors: [403] },

  'GET /api/bookingPerson': { summary: "A devotee's billing profile, or null", errors: [403] },
  'POST /api/bookingPerson': { summary: "Save a devotee's billing profile", errors: [403, 404] },
  'GET /api/family/list': { summary: "A devotee's saved families" },
  'POST /api/family': { summary: 'Save a new family' },
  'PUT /api/family/:id': { summary: 'Edit a family (members are locked after a completed booking)' },
  'GET /api/user/language': {
    summary: "The signed-in person's interface language, or null when they never chose one",
  },
  'PUT /api/user/language': {
    summary: "Store the signed-in person's interface language (their mails and next device follow it)",
    description: "One of en, hi, ta, te, kn, ml, ne; the account is always the caller's own.",
    errors: [404],
  },
  'POST /api/waiting-list': {
    summary: 'Join the waiting list of a full slot for a number of places',
    description:
      'Only a slot not yet begun, open, and without those places free; one live entry per devotee and slot (409).',
    errors: [404, 409],
  },
  'GET /api/waiting-list': {
    summary:
      "The caller's waiting-list entries: waiting in line (with their position) or offered places held",
  },
  'GET /api/waiting-list/:id': {
    summary: "One of the caller's waiting-list entries (an offer, as its mail's link opens it)",
    errors: [404],
  },
  'DELETE /api/waiting-list/:id': {
    summary: 'Leave a waiting list; an offer left gives its held places to the next in line',
    errors: [404],
  },

  'GET /api/user/data': {
    summary: 'Download my data: every row held about the signed-in person, table by table (issue 30)',
    errors: [404],
  },
  'GET /api/user/consents': {
    summary: "The signed-in person's consents on record: the latest of each kind, with its text and date",
  },
  'PUT /api/user/consents/newsletter': {
    summary: 'Withdraw (or give) the newsletter consent; recorded with who, when and the text',
    errors: [400],
  },
  'GET /api/user/erasure': {
    summary: "The signed-in person's account deletion request, its date and the paid bookings still to come",
    errors: [404],
  },
  'POST /api/user/erasure': {
    summary:
      'Delete my account: erased once the grace period has passed; signing in again before then cancels it',
    description: 'Refused (409) while a paid booking is still to come.',
    errors: [400, 404, 409],
  },
  'DELETE /api/user/erasure': {
    summary: 'Keep my account: cancels the deletion request',
    errors: [404],
  },
  'DELETE /api/user/erasure/notice': {
    summary: 'The devotee has read that signing in again cancelled their deletion request: the notice ends',
    errors: [404],
  },

  'POST /api/order/create': {
    summary: 'Create orders from a cart: re-priced, capacity reserved, payment started',
    errors: [403, 404, 409, 502],
  },
  'GET /api/payment/status': {
    summary: 'Status of a payment, confirmed with the gateway',
    errors: [403, 404, 502],
  },
  'GET /api/centers/byBookingId': { summary: 'The centre of a booking', errors: [403, 404] },
  'GET /api/payment/mixpanelList/:orderId': {
    summary: 'Purchase analytics items of an order',
    errors: [403, 404],
  },
  'GET /api/order/paymentLink': {
    summary: 'A payment link: the amount and what it pays for',
    description: 'No sign-in: the random link id e-mailed to the devotee is the key.',
    errors: [404, 409, 410],
  },
  'POST /api/order/paymentLinkInit': {
    summary: 'Start paying through a payment link',
    errors: [404, 409, 410, 502],
  },
  'GET /api/order/paymentLinkStatus': {
    summary: 'The result of paying by link: status, amount, booking reference, centre contact',
    description:
      'No sign-in: the random link id e-mailed to the devotee is the key. Confirmed with the gateway while open; nothing personal.',
    errors: [404],
  },
  'POST /api/payment/terminal/start': {
    summary: 'Send a payment to the card terminal',
    errors: [403, 404, 502],
  },
  'GET /api/payment/terminal/:paymentId': {
    summary: 'Poll the card terminal for a payment',
    errors: [403, 404, 502],
  },
  'POST /api/payment/notification': {
    summary: "The gateway's signed payment notification (server to server)",
    description:
      'Signed with the gateway secret (x-gateway-timestamp, x-gateway-signature over the raw JSON body); no bearer token.',
    auth: 'gateway-signature',
    errors: [401, 404, 409, 422],
  },

  'GET /api/subscription': { summary: "A devotee's prasadam subscriptions", errors: [403] },
  'POST /api/subscription/cancel': { summary: 'Cancel a subscription', errors: [403, 404, 409, 502] },
  'POST /api/subscription/updateStatus': {
    summary: 'Pause or resume a subscription',
    errors: [403, 404, 409, 502],
  },
  'POST /api/subscription/editAddress': {
    summary: "Change a subscription's delivery address (and its parcels not yet packed)",
    errors: [404, 409],
  },
  'GET /api/subscription/notice/:token': {
    summary: "A pre-debit notice's one-tap link: the month it announced and what the link can still do",
    description: 'No sign-in: the random token e-mailed in the notice is the key (only its hash is stored).',
    errors: [404],
  },
  'POST /api/subscription/notice/:token': {
    summary: 'Skip the month a pre-debit notice announced, or pause the subscription',
    description:
      'No sign-in: the random token e-mailed in the notice is the key. Refused once the month is charged.',
    errors: [404, 409],
  },
  'POST /api/payment/mandateNotification': {
    summary: "The gateway's signed mandate notification (server to server)",
    description: 'Signed like the payment notification; no bearer token.',
    auth: 'gateway-signature',
    errors: [401, 404, 409],
  },

  'GET /api/order/listUpcoming': {
    summary: "The caller's upcoming orders (slot not yet past, not on hold), a page at a time",
    errors: [403],
  },
  'GET /api/order/listPast': {
    summary: "The caller's past or finished orders, a page at a time",
    errors: [403],
  },
  'GET /api/order/listOnHold': { summary: "The caller's orders on hold, a page at a time", errors: [403] },
  'PUT /api/order/hold': {
    summary: 'Put an order and its sister orders on hold, releasing their places',
    errors: [403, 404, 409, 422],
  },
  'POST /api/order/reschedule': {
    summary: 'Move an order (and its sister orders) to a later slot',
    errors: [403, 404, 409, 422],
  },
  'POST /api/order/cancel': {
    summary: 'Cancel orders where the rules allow, refunding at centres whose policy gives one',
    errors: [403, 404, 409, 422, 502],
  },
  'GET /api/order/calendar': {
    summary: "A confirmed upcoming booking's calendar file (.ics, METHOD:PUBLISH), for its own devotee only",
    errors: [404, 422],
  },
  'GET /api/order/getRefundAmount': { summary: 'The refundable amount of orders', errors: [403, 404] },
  'POST /api/payment/refundNotification': {
    summary: "The gateway's signed refund notification (server to server)",
    description: 'Signed like the payment notification; no bearer token.',
    auth: 'gateway-signature',
    errors: [401, 404, 409, 422],
  },
  'GET /api/staff/actions': {
    summary: "The staff console's actions the caller's roles allow at a centre (empty for a devotee)",
  },
  'GET /api/staff/refunds': {
    summary: "A centre's failed and stuck refunds (centre admin or accounts manager of that centre)",
    errors: [403],
  },
  'POST /api/staff/refunds/retry': {
    summary: 'Send a failed or stuck refund to the gateway again now (centre admin or accounts manager)',
    errors: [403, 404],
  },
  'POST /api/staff/refunds/record-outside': {
    summary:
      'Record a failed refund as given back another way (cash, bank transfer, cheque): done, not sent to the gateway',
  },

  // The staff console (issue 13 onwards) and its images.
  'GET /api/staff/accounts/collections': {
    summary: "A day's collections and refunds at a centre per channel (minor units), with its close",
  },
  'GET /api/staff/accounts/export': {
    summary: 'The payments and refunds of a range of days as CSV, streamed (x-export-rows: the row count)',
  },
  'GET /api/staff/accounts/payments': {
    summary: 'Payments paid at a centre on a day, or found by reference: a page, sorted on the server',
  },
  'GET /api/staff/accounts/reconciliation': {
    summary:
      'The reconciliation check of a centre now: payments paid without a booking or refund, slot counts that differ',
  },
  'GET /api/staff/audit': {
    summary: "The centre's audit log, filtered by entity, actor and date, newest first, a page at a time",
  },
  'GET /api/staff/catalogue': {
    summary: "Every ritual of a centre with its variants, for the centre's catalogue editor",
  },
  'GET /api/staff/centers': { summary: 'The centres where the caller may take a staff action' },
  'GET /api/staff/centre': { summary: "A centre's settings" },
  'GET /api/staff/day': {
    summary: "The day's rituals at a centre: every slot of the date with its participants",
  },
  'GET /api/staff/dispatch': {
    summary:
      'The prasadam parcels of a centre to pack and ship (or shipped), by ritual date, a page at a time',
  },
  'GET /api/staff/dispatch/labels': {
    summary: '4×6 in address labels of the chosen parcels (PDF, one page each)',
  },
  'GET /api/staff/dispatch/slips': { summary: 'Packing slips of the chosen parcels (PDF, one page each)' },
  'GET /api/staff/packages': { summary: "Every package, with the centre's rituals in it" },
  'GET /api/staff/roles': {
    summary: "A centre's staff with their roles, and the roles the caller may grant there",
  },
  'GET /api/staff/schedule': {
    summary: "A centre's rituals, and a ritual's rules and slots (booked / capacity) by date",
  },
  'GET /api/staff/schedule/bookings': {
    summary: 'The bookings on a slot, or on a ritual’s slots of a date (what a close would touch)',
  },
  'POST /api/staff/accounts/close': {
    summary: 'Close a day: check its gateway payments against the gateway and record the close (once)',
  },
  'POST /api/staff/catalogue/rituals': {
    summary: 'Create a ritual at a centre, with its variants, prices and config',
  },
  'POST /api/staff/catalogue/rituals/update': {
    summary: 'Set a ritual of a centre as it should stand; variants left out are removed',
  },
  'POST /api/staff/centre': {
    summary: "Set a centre's contact, treasurer e-mail, gateway URLs, time zone, date format and switches",
  },
  'POST /api/staff/check-in': {
    summary: 'Mark a booking of the day COMPLETED or NO_SHOW by its reference (a retry is harmless)',
  },
  'POST /api/staff/check-in/undo': { summary: 'Take a check-in back, with the reason (audited)' },
  'POST /api/staff/dispatch': {
    summary: 'Set the status, carrier, shipping option and tracking id of one parcel or many (forward only)',
  },
  'POST /api/staff/packages': {
    summary: "Create the package of a URL tag, or set the centre's rituals in it",
  },
  'POST /api/staff/refunds/approve': {
    summary: 'Approve a refund above the centre threshold as its second approver; it is sent at once',
  },
  'POST /api/staff/roles': { summary: 'Grant a role at a centre to the user who signs in with an e-mail' },
  'POST /api/staff/roles/remove': { summary: "Remove a user's role at a centre" },
  'POST /api/staff/schedule/capacity': {
    summary: "Change a slot's capacity (never below what is booked: 409 says what to do)",
  },
  'POST /api/staff/schedule/close': {
    summary: 'Close a slot or a date; with hold, put its bookings on hold and mail the devotees',
  },
  'POST /api/staff/schedule/generate': {
    summary: "Open the slots of a ritual's rules for the next days (never duplicates a slot)",
  },
  'POST /api/staff/schedule/reopen': { summary: 'Make a closed slot or date bookable again' },
  'POST /api/staff/schedule/rules': {
    summary: "Add a recurring rule to a ritual and open its slots for the next days (centre's time zone)",
  },
  'POST /api/staff/schedule/rules/remove': { summary: 'Remove a recurring rule (the slots it opened stay)' },
  'GET /api/images/:id': { summary: 'An uploaded image' },
  'POST /api/staff/images': {
    summary: 'Upload a PNG, JPEG or WebP image (at most 1 MB) for a ritual or a carousel',
  },

  'POST /api/analytics/events': {
    summary: 'Record an analytics event of the signed-in caller',
    errors: [403],
  },
  'GET /api/analytics/events': { summary: 'Recorded analytics events (administrators)', errors: [403] },
  'GET /api/contactInfo/pincode': { summary: 'City and state of a postal code, or null', errors: [502] },
};

// What the OpenAPI document says about each /api operation beyond its schemas: a one-line summary, whether a
// token is optional, and the error statuses its services answer besides those derived from the route (400 where
// there is input, 401 where a token is read, 500). A route may instead carry its own `summary` in its schema; a
// new route needs one or the other (apps/api/test/openapi.test.ts checks every route).
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

  'POST /api/analytics/events': {
    summary: 'Record an analytics event of the signed-in caller',
    errors: [403],
  },
  'GET /api/analytics/events': { summary: 'Recorded analytics events (administrators)', errors: [403] },
  'GET /api/contactInfo/pincode': { summary: 'City and state of a postal code, or null', errors: [502] },
};

// The staff console's access matrix: every route under /api/staff, tried by a holder of each staff role (at the
// centre of the role and at another centre), by a devotee without a role and without a token. A route answers
// "allowed" exactly when the role × action table (packages/domain/src/staff-access.ts) says so. The expectations come
// from the table; the negative controls below check, independently of it, that a route which forgot to authorise
// would be caught.
import { StaffRole } from '@sannidhi/domain/enums';
import { STAFF_ACTIONS, mayTakeAction, rolesHeldAt, type StaffAction } from '@sannidhi/domain/staff-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRitualWithSlot } from './factories/rituals';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const HOME = 'us-tennessee';
const OTHER = 'in-coimbatore';
const TARGET = { id: 'SSO-MX-TARGET', email: 'matrix.target@example.org' };

/** A valid ritual for the catalogue editor's routes (an allowed caller creates one per try). */
const RITUAL = {
  name: 'Matrix archana',
  type: 'DEVI_ABHISHEKAM',
  category: 'DEVI_OFFERINGS',
  description: '',
  deliveryMode: 'IN_PERSON',
  isAvailable: false,
  isAvailableForBackOffice: false,
  variants: [{ name: 'Single', unitPrice: 100, maxQuantity: 1 }],
  config: { calendar: { title: 'Choose a day', layout: 'DEFAULT' } },
};
/** Valid centre settings for the centre.edit routes. */
const CENTER_SETTINGS = {
  contact: { address: '1 Temple Road', email: 'office@example.org', phone: '+1 555 0100' },
  treasurerEmail: 'treasurer@example.org',
  timezone: 'America/Chicago',
  dateFormat: 'MM/dd/yyyy',
  gpmsRequestURL: 'https://gateway.example.org/pay',
  gpmsSubscriptionRequestURL: 'https://gateway.example.org/subscribe',
  refundOnCancel: false,
  showSubscriptions: true,
  theme: 'light',
};

let t: TestApp;
/** Each caller's token and the role rows it holds. */
const callers: { name: string; token: string; grants: { role: string; centerId: string }[] }[] = [];
/** A settled refund per centre: the retry route authorises on the refund's centre and then has nothing to send. */
const refundAt: Record<string, string> = {};
/**
 * A cancelled and a waiting booking per centre (their references): a check-in of the first and an undo of the second
 * answer 409 to every caller the table allows (the rule is reached only after the role check), 403 to the others.
 */
const cancelledAt: Record<string, string> = {};
const waitingAt: Record<string, string> = {};
/**
 * Schedule: a ritual per centre with a rule (generate answers 200), and a slot with 2 places booked (lowering it to 0
 * answers 409 to every caller the table allows).
 */
const scheduleAt: Record<string, { productId: string; slotId: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const ids = StaffRole.options.map((role) => `SSO-MX-${role}`);
  await t.pool.query(
    `INSERT INTO users (id, email) SELECT id, lower(id) || '@example.org' FROM unnest($1::text[]) AS id`,
    [[...ids, TARGET.id]],
  );
  await t.pool.query('UPDATE users SET email = $2 WHERE id = $1', [TARGET.id, TARGET.email]);
  await t.pool.query(
    `INSERT INTO user_roles (user_id, center_id, role) SELECT u, $2, r FROM unnest($1::text[], $3::text[]) AS g(u, r)`,
    [ids, HOME, StaffRole.options],
  );
  for (const role of StaffRole.options) {
    const id = `SSO-MX-${role}`;
    callers.push({ name: role, token: await t.tokenFor(id), grants: [{ role, centerId: HOME }] });
  }
  callers.push({ name: 'devotee', token: await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email), grants: [] });
  for (const [center, requestId] of [
    [HOME, 'MXHOME0001'],
    [OTHER, 'MXOTHR0001'],
  ] as const) {
    const { rows } = await t.pool.query<{ id: string }>(
      `WITH p AS (
         INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel)
         VALUES ($1, $2, $3, 1000, 'USD', 'REFUNDED', 'GATEWAY') RETURNING id)
       INSERT INTO refunds (refund_ref, payment_id, order_ids, amount, currency, status)
       SELECT $4, p.id, '{}', 1000, 'USD', 'DONE' FROM p RETURNING id`,
      [requestId, center, DEMO.devotee.id, `RF${requestId}`],
    );
    refundAt[center] = rows[0]!.id;
    const slot = await buildRitualWithSlot(t.pool, { centerId: center });
    for (const [status, ref, into] of [
      ['CANCELLED', `${requestId.slice(2, 6)}CANCEL`, cancelledAt],
      ['NOT_COMPLETED', `${requestId.slice(2, 6)}WAITNG`, waitingAt],
    ] as const) {
      await t.pool.query(
        `INSERT INTO orders (booking_id, payment_id, user_id, center_id, product_id, item_id, slot_id, status,
           payment_status, in_person, total_price, currency, og_slot_start)
         SELECT $1, r.payment_id, $2, $3, $4, 'mx-item', $5, $6, 'COMPLETED', true, 1000, 'USD', $7
           FROM refunds r WHERE r.id = $8`,
        [
          `SAN${ref}`,
          DEMO.devotee.id,
          center,
          slot.productId,
          slot.slotId,
          status,
          slot.startTime,
          rows[0]!.id,
        ],
      );
      into[center] = ref;
    }
  }
});
beforeAll(async () => {
  for (const center of [HOME, OTHER]) {
    const slot = await buildRitualWithSlot(t.pool, { centerId: center });
    await t.pool.query('UPDATE slots SET booked = 2 WHERE id = $1', [slot.slotId]);
    await t.pool.query(
      `INSERT INTO schedule_rules (product_id, rule, times, capacity) VALUES ($1, '{"kind":"daily"}', '{06:30}', 5)`,
      [slot.productId],
    );
    scheduleAt[center] = { productId: slot.productId, slotId: slot.slotId };
  }
});
afterAll(() => t.close());

type Verdict = 'allowed' | 'refused' | `unexpected ${number}`;

interface Probe {
  /** The actions the route answers for: a guarded route has one; a listing route answers for each. */
  actions: readonly StaffAction[];
  /** Tries the route for the action at the centre: allowed, refused, or an unexpected answer. */
  try(token: string | null, center: string, action: StaffAction): Promise<Verdict>;
}

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

/** A route that answers 200 to an allowed caller and 403 to a refused one. */
function guarded(
  action: StaffAction,
  method: 'GET' | 'POST',
  url: (center: string) => string,
  payload?: (center: string) => Record<string, unknown>,
): Probe {
  return {
    actions: [action],
    async try(token, center) {
      const res = await t.app.inject({
        method,
        url: url(center),
        payload: payload?.(center),
        headers: auth(token),
      });
      if (res.statusCode === 200) return 'allowed';
      if (res.statusCode === 403) return 'refused';
      return `unexpected ${res.statusCode}`;
    },
  };
}

/** A route whose allowed callers reach a rule that refuses with `status` (and whose refused callers get 403). */
function reachesRule(
  action: StaffAction,
  status: number,
  url: string,
  payload: (center: string) => Record<string, unknown>,
): Probe {
  return {
    actions: [action],
    async try(token, center) {
      const res = await t.app.inject({ method: 'POST', url, payload: payload(center), headers: auth(token) });
      if (res.statusCode === status) return 'allowed';
      if (res.statusCode === 403) return 'refused';
      return `unexpected ${res.statusCode}`;
    },
  };
}

/** A route that answers everyone signed in with what they may do: allowed when the answer names the action/centre. */
function listing(
  answers: (token: string | null, center: string, action: StaffAction) => Promise<Verdict>,
): Probe {
  return { actions: STAFF_ACTIONS, try: answers };
}

/** A GET route whose allowed callers reach a rule that answers `status` (a parcel not found at the centre). */
function getReachesRule(action: StaffAction, status: number, url: (center: string) => string): Probe {
  return {
    actions: [action],
    async try(token, center) {
      const res = await t.app.inject({ url: url(center), headers: auth(token) });
      if (res.statusCode === status) return 'allowed';
      if (res.statusCode === 403) return 'refused';
      return `unexpected ${res.statusCode}`;
    },
  };
}
/** A parcel id that exists nowhere: the dispatch routes answer 404 to a caller the table allows. */
const NO_PARCEL = '00000000-0000-4000-8000-000000000000';

const PROBES: Record<string, Probe> = {
  'GET /api/staff/actions': listing(async (token, center, action) => {
    const res = await t.app.inject({ url: `/api/staff/actions?center=${center}`, headers: auth(token) });
    if (res.statusCode !== 200) return `unexpected ${res.statusCode}`;
    return (res.json().payload.actions as string[]).includes(action) ? 'allowed' : 'refused';
  }),
  'GET /api/staff/centers': listing(async (token, center, action) => {
    const res = await t.app.inject({ url: `/api/staff/centers?action=${action}`, headers: auth(token) });
    if (res.statusCode !== 200) return `unexpected ${res.statusCode}`;
    const ids = (res.json().payload.centers as { id: string }[]).map((c) => c.id);
    return ids.includes(center) ? 'allowed' : 'refused';
  }),
  'GET /api/staff/refunds': guarded('refunds.manage', 'GET', (c) => `/api/staff/refunds?center=${c}`),
  'POST /api/staff/refunds/retry': guarded(
    'refunds.manage',
    'POST',
    () => '/api/staff/refunds/retry',
    (c) => ({ refundId: refundAt[c] }),
  ),
  // The centre's refund is DONE already: a caller allowed to record it another way reaches the 409 that says so.
  'POST /api/staff/refunds/record-outside': reachesRule(
    'refunds.manage',
    409,
    '/api/staff/refunds/record-outside',
    (c) => ({ refundId: refundAt[c], method: 'CASH' }),
  ),
  'GET /api/staff/roles': guarded('roles.manage', 'GET', (c) => `/api/staff/roles?center=${c}`),
  'POST /api/staff/roles': guarded(
    'roles.manage',
    'POST',
    () => '/api/staff/roles',
    (c) => ({ center: c, email: TARGET.email, role: 'SEVAKA' }),
  ),
  'GET /api/staff/day': guarded('day.view', 'GET', (c) => `/api/staff/day?center=${c}`),
  'POST /api/staff/check-in': reachesRule('checkin.mark', 409, '/api/staff/check-in', (c) => ({
    center: c,
    date: '2026-01-01',
    reference: cancelledAt[c],
    outcome: 'COMPLETED',
  })),
  'POST /api/staff/check-in/undo': reachesRule('checkin.undo', 409, '/api/staff/check-in/undo', (c) => ({
    center: c,
    reference: waitingAt[c],
    reason: 'Marked in error',
  })),
  'GET /api/staff/catalogue': guarded('catalogue.edit', 'GET', (c) => `/api/staff/catalogue?center=${c}`),
  'POST /api/staff/catalogue/rituals': guarded(
    'catalogue.edit',
    'POST',
    () => '/api/staff/catalogue/rituals',
    (c) => ({ center: c, ...RITUAL }),
  ),
  'POST /api/staff/catalogue/rituals/update': reachesRule(
    'catalogue.edit',
    404,
    '/api/staff/catalogue/rituals/update',
    (c) => ({ center: c, ritualId: 'mx-no-such-ritual', ...RITUAL }),
  ),
  'GET /api/staff/packages': guarded('catalogue.edit', 'GET', (c) => `/api/staff/packages?center=${c}`),
  'POST /api/staff/packages': guarded(
    'catalogue.edit',
    'POST',
    () => '/api/staff/packages',
    (c) => ({ center: c, urlTag: `matrix-${c}`, name: 'Matrix package', description: '', rituals: [] }),
  ),
  'GET /api/staff/centre': guarded('centre.edit', 'GET', (c) => `/api/staff/centre?center=${c}`),
  'POST /api/staff/centre': guarded(
    'centre.edit',
    'POST',
    () => '/api/staff/centre',
    (c) => ({ center: c, ...CENTER_SETTINGS }),
  ),
  'POST /api/staff/images': {
    actions: ['catalogue.edit'],
    async try(token, center) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/staff/images?center=${center}`,
        payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]),
        headers: { ...auth(token), 'content-type': 'image/png' },
      });
      if (res.statusCode === 200) return 'allowed';
      if (res.statusCode === 403) return 'refused';
      return `unexpected ${res.statusCode}`;
    },
  },
  'GET /api/staff/accounts/collections': guarded(
    'accounts.view',
    'GET',
    (c) => `/api/staff/accounts/collections?center=${c}&date=2026-01-01`,
  ),
  'GET /api/staff/accounts/payments': guarded(
    'accounts.view',
    'GET',
    (c) => `/api/staff/accounts/payments?center=${c}&date=2026-01-01`,
  ),
  'GET /api/staff/accounts/reconciliation': guarded(
    'accounts.view',
    'GET',
    (c) => `/api/staff/accounts/reconciliation?center=${c}`,
  ),
  'GET /api/staff/accounts/export': guarded(
    'accounts.view',
    'GET',
    (c) => `/api/staff/accounts/export?center=${c}&from=2026-01-01&to=2026-01-01`,
  ),
  // A day long before any payment: closing it asks the gateway about nothing (and a second close answers the first).
  'POST /api/staff/accounts/close': guarded(
    'accounts.close',
    'POST',
    () => '/api/staff/accounts/close',
    (c) => ({ center: c, date: '2020-01-01' }),
  ),
  'POST /api/staff/refunds/approve': guarded(
    'refunds.approve',
    'POST',
    () => '/api/staff/refunds/approve',
    (c) => ({ refundId: refundAt[c] }),
  ),
  'GET /api/staff/audit': guarded('audit.view', 'GET', (c) => `/api/staff/audit?center=${c}`),
  'POST /api/staff/roles/remove': guarded(
    'roles.manage',
    'POST',
    () => '/api/staff/roles/remove',
    (c) => ({ center: c, userId: TARGET.id, role: 'SEVAKA' }),
  ),
  'GET /api/staff/dispatch': guarded('prasadam.dispatch', 'GET', (c) => `/api/staff/dispatch?center=${c}`),
  'POST /api/staff/dispatch': reachesRule('prasadam.dispatch', 404, '/api/staff/dispatch', (c) => ({
    center: c,
    deliveryStatus: 'PACKED',
    parcels: [{ orderId: NO_PARCEL }],
  })),
  'GET /api/staff/dispatch/slips': getReachesRule(
    'prasadam.dispatch',
    404,
    (c) => `/api/staff/dispatch/slips?center=${c}&orderIds=${NO_PARCEL}`,
  ),
  'GET /api/staff/dispatch/labels': getReachesRule(
    'prasadam.dispatch',
    404,
    (c) => `/api/staff/dispatch/labels?center=${c}&orderIds=${NO_PARCEL}`,
  ),
  'GET /api/staff/schedule': guarded('schedule.edit', 'GET', (c) => `/api/staff/schedule?center=${c}`),
  'GET /api/staff/schedule/bookings': guarded(
    'schedule.edit',
    'GET',
    (c) => `/api/staff/schedule/bookings?center=${c}&slot=${scheduleAt[c]!.slotId}`,
  ),
  'POST /api/staff/schedule/rules': guarded(
    'schedule.edit',
    'POST',
    () => '/api/staff/schedule/rules',
    (c) => ({
      center: c,
      product: scheduleAt[c]!.productId,
      rule: { kind: 'daily' },
      times: ['06:30'],
      capacity: 5,
      days: 1,
    }),
  ),
  'POST /api/staff/schedule/rules/remove': reachesRule(
    'schedule.edit',
    404,
    '/api/staff/schedule/rules/remove',
    (c) => ({ center: c, rule: '00000000-0000-4000-8000-000000000000' }),
  ),
  'POST /api/staff/schedule/generate': guarded(
    'schedule.edit',
    'POST',
    () => '/api/staff/schedule/generate',
    (c) => ({ center: c, product: scheduleAt[c]!.productId, days: 1 }),
  ),
  'POST /api/staff/schedule/capacity': reachesRule(
    'schedule.edit',
    409,
    '/api/staff/schedule/capacity',
    (c) => ({
      center: c,
      slot: scheduleAt[c]!.slotId,
      capacity: 0,
    }),
  ),
  'POST /api/staff/schedule/close': guarded(
    'schedule.edit',
    'POST',
    () => '/api/staff/schedule/close',
    (c) => ({ center: c, slot: scheduleAt[c]!.slotId }),
  ),
  'POST /api/staff/schedule/reopen': guarded(
    'schedule.edit',
    'POST',
    () => '/api/staff/schedule/reopen',
    (c) => ({ center: c, slot: scheduleAt[c]!.slotId }),
  ),
};

/** Every cell of a probe where the route's answer differs from the table's. */
async function mismatches(route: string, probe: Probe): Promise<string[]> {
  const found: string[] = [];
  for (const caller of callers) {
    for (const center of [HOME, OTHER]) {
      for (const action of probe.actions) {
        const expected = mayTakeAction(rolesHeldAt(caller.grants, center), action) ? 'allowed' : 'refused';
        const got = await probe.try(caller.token, center, action);
        if (got !== expected)
          found.push(`${route} ${action} by ${caller.name} at ${center}: ${got}, table: ${expected}`);
      }
    }
  }
  return found;
}

/** The staff routes the api documents (every route is in the OpenAPI document). */
function staffRoutes(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/staff/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

describe('the staff access matrix', () => {
  it('has a probe for every staff route, and only for them', () => {
    expect(staffRoutes()).toEqual(Object.keys(PROBES).sort());
  });

  it.each(Object.entries(PROBES))(
    '%s answers as the table says, for every role at both centres',
    async (route, probe) => {
      expect(await mismatches(route, probe)).toEqual([]);
    },
  );

  it.each(Object.entries(PROBES))('%s refuses a caller without a token', async (route, probe) => {
    for (const action of probe.actions.slice(0, 1)) {
      expect(await probe.try(null, HOME, action)).toBe('unexpected 401');
    }
  });

  it('each guarded route has both allowed and refused cells (the matrix is not vacuous)', () => {
    for (const [route, probe] of Object.entries(PROBES)) {
      if (probe.actions.length !== 1) continue;
      const cells = callers.flatMap((c) =>
        [HOME, OTHER].map((center) => mayTakeAction(rolesHeldAt(c.grants, center), probe.actions[0]!)),
      );
      expect({ route, allowed: cells.includes(true), refused: cells.includes(false) }).toEqual({
        route,
        allowed: true,
        refused: true,
      });
    }
  });
});

describe('negative controls (not derived from the table)', () => {
  const tokenOf = (name: string) => callers.find((c) => c.name === name)!.token;
  const status = async (name: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    (await t.app.inject({ method, url, payload, headers: auth(tokenOf(name)) })).statusCode;

  it('refuses the roles a temple office would keep away from each page', async () => {
    expect(await status('SEVAKA', 'GET', `/api/staff/roles?center=${HOME}`)).toBe(403);
    expect(
      await status('OFFICE_VOLUNTEER', 'POST', '/api/staff/roles', {
        center: HOME,
        email: TARGET.email,
        role: 'SEVAKA',
      }),
    ).toBe(403);
    expect(await status('PRASADAM_PACKING_VOLUNTEER', 'GET', `/api/staff/refunds?center=${HOME}`)).toBe(403);
    expect(
      await status('RITUAL_SCHEDULER', 'POST', '/api/staff/refunds/retry', { refundId: refundAt[HOME] }),
    ).toBe(403);
    // A centre admin's role stops at their centre; the role administrator's does not.
    expect(await status('CENTER_ADMIN', 'GET', `/api/staff/roles?center=${OTHER}`)).toBe(403);
    expect(await status('ROLE_ADMINISTRATOR', 'GET', `/api/staff/roles?center=${OTHER}`)).toBe(200);
    expect(await status('OFFICE_ACCOUNTS_MANAGER', 'GET', `/api/staff/refunds?center=${HOME}`)).toBe(200);
  });

  it('would catch a route that does not authorise: a public route probed as a staff route shows mismatches', async () => {
    const unguarded = guarded('roles.manage', 'GET', () => '/api/centers/list');
    const found = await mismatches('GET /api/centers/list', unguarded);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toContain(
      'GET /api/centers/list roles.manage by devotee at us-tennessee: allowed, table: refused',
    );
  });
});

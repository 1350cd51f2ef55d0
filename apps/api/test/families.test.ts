// Families through the api: every rule and message of the family form (spec part 2 §5), ownership, and the lock
// on member names and nakshatram once a booking with the family is complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
let volunteer: string;
let anita: string;
beforeAll(async () => {
  t = await createTestApp();
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
  anita = await t.tokenFor(DEMO.anita.id, DEMO.anita.email);
});
afterAll(() => t.close());

const IN_ENGLISH = (label: string) =>
  `Please enter a valid ${label} in English. Please avoid special characters other than "- . , # /"`;

function buildFamily(overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) {
  return {
    ssoId: DEMO.devotee.id,
    name: 'Narayanan',
    prasadamDeliveryAddress: {
      name: 'Lakshmi Narayanan',
      code: '+91',
      phone: '9876543210',
      country: 'IN',
      pinCode: '641001',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      line1: '12/4, 2nd Cross, #5 Main',
      line2: 'R.S. Puram',
      line3: '',
      ...address,
    },
    palmLeafInfo: {
      members: [
        { name: 'Lakshmi', nakshatram: 'Rohini' },
        { name: '', nakshatram: '' },
        { name: '', nakshatram: '' },
        { name: '', nakshatram: '' },
      ],
      nakshatramLanguage: 'sanskrit',
    },
    ...overrides,
  };
}

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token: string | null = devotee) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    // The centre the back office works at, as the SPA sends it (a volunteer acts for a devotee at one centre).
    headers: token ? { authorization: `Bearer ${token}`, 'x-center-id': 'in-coimbatore' } : {},
  });
const create = (payload: unknown, token: string | null = devotee) =>
  send('POST', '/api/family', payload, token);
const list = (ssoId: string, token: string | null = devotee) =>
  t.app.inject({
    method: 'GET',
    url: `/api/family/list?ssoId=${ssoId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /family', () => {
  it('saves a family for the devotee, without the blank member rows, and lists it', async () => {
    const res = await create(buildFamily({ name: 'Iyer Family' }));
    expect(res.statusCode).toBe(200);
    const family = res.json().payload;
    expect(family).toMatchObject({
      name: 'Iyer Family',
      prasadamDeliveryAddress: { city: 'Coimbatore', line1: '12/4, 2nd Cross, #5 Main', code: '+91' },
      palmLeafInfo: { members: [{ name: 'Lakshmi', nakshatram: 'Rohini' }], nakshatramLanguage: 'sanskrit' },
      membersLocked: false,
    });
    const listed = (await list(DEMO.devotee.id)).json().payload as { id: string }[];
    expect(listed.map((f) => f.id)).toContain(family.id);
    const audit = await t.pool.query(
      "SELECT actor_id FROM audit_log WHERE action = 'family.create' AND entity_id = $1",
      [family.id],
    );
    expect(audit.rows).toEqual([{ actor_id: DEMO.devotee.id }]);
  });

  const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['family name required', { name: '  ' }, {}, 'name: This field is mandatory'],
    ['family name in English', { name: 'நாராயணன்' }, {}, 'name: Please enter a valid name in English.'],
    ['address name required', {}, { name: '' }, 'prasadamDeliveryAddress.name: This field is mandatory'],
    [
      'address name in English',
      {},
      { name: 'Lakshmi@home' },
      'prasadamDeliveryAddress.name: Please enter a valid name in English.',
    ],
    ['code required', {}, { code: '' }, 'prasadamDeliveryAddress.code: This field is mandatory'],
    ['phone required', {}, { phone: '' }, 'prasadamDeliveryAddress.phone: This field is mandatory'],
    [
      'phone too short',
      {},
      { phone: '98765' },
      'prasadamDeliveryAddress.phone: Minimum 10 digits are required',
    ],
    [
      'phone too long',
      {},
      { phone: '98765432101' },
      'prasadamDeliveryAddress.phone: Maximum 10 digits are required',
    ],
    [
      'phone first digit zero',
      {},
      { phone: '0876543210' },
      'prasadamDeliveryAddress.phone: Enter a valid phone number',
    ],
    [
      'phone with letters',
      {},
      { phone: '98765abcde' },
      'prasadamDeliveryAddress.phone: Enter a valid phone number',
    ],
    [
      '+56 needs nine digits',
      {},
      { code: '+56', phone: '9876543210', country: 'CL', pinCode: '8320000' },
      'prasadamDeliveryAddress.phone: Maximum 9 digits are required',
    ],
    ['country required', {}, { country: '' }, 'prasadamDeliveryAddress.country: This field is mandatory'],
    ['pin code required', {}, { pinCode: '' }, 'prasadamDeliveryAddress.pinCode: This field is mandatory'],
    [
      'India pin 6 digits',
      {},
      { pinCode: '64100' },
      'prasadamDeliveryAddress.pinCode: Please enter a valid pin code',
    ],
    [
      'Nepal pin digits',
      {},
      { country: 'NP', code: '+977', pinCode: '44A00' },
      'prasadamDeliveryAddress.pinCode: Please enter a valid pin code',
    ],
    [
      'US zip',
      {},
      { country: 'US', code: '+1', pinCode: '3701' },
      'prasadamDeliveryAddress.pinCode: Please enter a valid pin code',
    ],
    [
      'other countries 3 characters',
      {},
      { country: 'GB', code: '+44', pinCode: 'W1' },
      'prasadamDeliveryAddress.pinCode: Please enter a valid pin code',
    ],
    ['city required', {}, { city: '' }, 'prasadamDeliveryAddress.city: This field is mandatory'],
    ['city in English', {}, { city: 'கோவை' }, `prasadamDeliveryAddress.city: ${IN_ENGLISH('city')}`],
    ['state required', {}, { state: '' }, 'prasadamDeliveryAddress.state: This field is mandatory'],
    [
      'state in English',
      {},
      { state: 'Tamil Nadu!' },
      `prasadamDeliveryAddress.state: ${IN_ENGLISH('state')}`,
    ],
    ['line 1 required', {}, { line1: '' }, 'prasadamDeliveryAddress.line1: This field is mandatory'],
    [
      'line 1 at least 15',
      {},
      { line1: '12 Main Road' },
      'prasadamDeliveryAddress.line1: Minimum 15 characters are required',
    ],
    [
      'line 1 at most 32',
      {},
      { line1: '12/4, 2nd Cross, #5 Main Road, Near' },
      'prasadamDeliveryAddress.line1: Maximum 32 characters',
    ],
    [
      'line 1 in English',
      {},
      { line1: '12/4 2nd Cross; 5th Main' },
      `prasadamDeliveryAddress.line1: ${IN_ENGLISH('address')}`,
    ],
    [
      'line 2 at most 32',
      {},
      { line2: 'R.S. Puram, West Periasamy Road X' },
      'prasadamDeliveryAddress.line2: Maximum of 32 characters is allowed',
    ],
    [
      'line 3 in English',
      {},
      { line3: 'Near the temple (east)' },
      `prasadamDeliveryAddress.line3: ${IN_ENGLISH('address')}`,
    ],
    [
      'at least one member',
      { palmLeafInfo: { members: [{ name: '', nakshatram: '' }], nakshatramLanguage: 'sanskrit' } },
      {},
      'palmLeafInfo.members: Atleast one member name is required',
    ],
    [
      'at most four members',
      {
        palmLeafInfo: {
          members: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, nakshatram: 'Rohini' })),
          nakshatramLanguage: 'sanskrit',
        },
      },
      {},
      'palmLeafInfo.members: Maximum 4 members are allowed',
    ],
    [
      'member name in English',
      { palmLeafInfo: { members: [{ name: 'Lakshmi!', nakshatram: '' }], nakshatramLanguage: 'sanskrit' } },
      {},
      'palmLeafInfo.members.0.name: Please enter a valid name in English.',
    ],
    [
      'language required',
      { palmLeafInfo: { members: [{ name: 'Lakshmi', nakshatram: '' }] } },
      {},
      'palmLeafInfo.nakshatramLanguage: Language is required',
    ],
  ];
  it.each(cases)('refuses a form breaking a rule: %s', async (_rule, overrides, address, message) => {
    const res = await create(buildFamily(overrides, address));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('accepts the edge values: US zip+4, +56 with nine digits, Nepal 6 digits, lines of exactly 15 and 32', async () => {
    for (const address of [
      { country: 'US', code: '+1', pinCode: '37355-1234', phone: '6155550123', line1: '1 Temple Road, A' },
      { country: 'CL', code: '+56', pinCode: '8320000', phone: '912345678', line1: '123456789012345' },
      { country: 'NP', code: '+977', pinCode: '446000', line1: '12345678901234567890123456789012' },
    ]) {
      expect((await create(buildFamily({}, address))).statusCode).toBe(200);
    }
  });
});

describe('ownership', () => {
  it('asks for a sign-in without a token', async () => {
    expect((await create(buildFamily(), null)).statusCode).toBe(401);
    expect((await list(DEMO.devotee.id, null)).statusCode).toBe(401);
    const family = (await create(buildFamily())).json().payload;
    const res = await send('PUT', `/api/family/${family.id}`, buildFamily(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('keeps another devotee out of the families: list, create and update', async () => {
    const family = (await create(buildFamily({ name: 'Private Family' }))).json().payload;
    expect((await list(DEMO.devotee.id, anita)).statusCode).toBe(403);
    expect((await create(buildFamily(), anita)).statusCode).toBe(403);
    expect(
      (await send('PUT', `/api/family/${family.id}`, buildFamily({ name: 'Taken' }), anita)).statusCode,
    ).toBe(403);
    // Anita naming herself still cannot reach the devotee's family.
    const own = await send('PUT', `/api/family/${family.id}`, buildFamily({ ssoId: DEMO.anita.id }), anita);
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual({ message: 'Family not found' });
    expect((await list(DEMO.anita.id, anita)).json().payload).toEqual([]);
    const stored = await t.pool.query('SELECT name FROM families WHERE id = $1', [family.id]);
    expect(stored.rows).toEqual([{ name: 'Private Family' }]);
  });

  it('lets an office volunteer manage the families of the devotee they book for', async () => {
    // Not before the volunteer has looked the devotee up at the counter (the back-office registration step).
    const early = await create(buildFamily({ name: 'Counter Family' }), volunteer);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      'Look the devotee up by e-mail first: an office volunteer changes only the details of the devotee they are booking for',
    );
    const lookUp = await t.app.inject({
      method: 'GET',
      url: `/api/sso/profileCheck?email=${encodeURIComponent(DEMO.devotee.email)}`,
      headers: { authorization: `Bearer ${volunteer}`, 'x-center-id': 'in-coimbatore' },
    });
    expect(lookUp.json().payload.profileId).toBe(DEMO.devotee.id);
    const created = await create(buildFamily({ name: 'Counter Family' }), volunteer);
    expect(created.statusCode).toBe(200);
    const id = created.json().payload.id;
    const updated = await send(
      'PUT',
      `/api/family/${id}`,
      buildFamily({ name: 'Counter Family Two' }),
      volunteer,
    );
    expect(updated.json().payload.name).toBe('Counter Family Two');
    const owner = await t.pool.query('SELECT user_id FROM families WHERE id = $1', [id]);
    expect(owner.rows).toEqual([{ user_id: DEMO.devotee.id }]);
    const names = ((await list(DEMO.devotee.id, volunteer)).json().payload as { name: string }[]).map(
      (f) => f.name,
    );
    expect(names).toContain('Counter Family Two');
  });

  it('answers 404 for a family that does not exist or a malformed id', async () => {
    const missing = await send('PUT', '/api/family/00000000-0000-4000-8000-000000000000', buildFamily());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Family not found' });
    expect((await send('PUT', '/api/family/not-an-id', buildFamily())).statusCode).toBe(400);
  });
});

describe('PUT /family/{id} and the lock on members', () => {
  async function familyWithOrder(status: string) {
    const family = (await create(buildFamily({ name: `Locked ${status.replace('_', ' ')}` }))).json().payload;
    // A paid booking with this family, its ritual performed (status) — built directly on a demo slot.
    const { rows } = await t.pool.query<{ id: string }>(
      `INSERT INTO payments (request_id, center_id, user_id, amount, currency, status, channel)
       VALUES (upper(substr(md5(random()::text), 1, 10)), 'in-coimbatore', $1, 50100, 'INR', 'COMPLETED', 'GPMS')
       RETURNING id`,
      [DEMO.devotee.id],
    );
    await t.pool.query(
      `INSERT INTO orders (booking_id, payment_id, user_id, center_id, product_id, item_id, slot_id, status,
         payment_status, in_person, total_price, currency, og_slot_start, family_id)
       SELECT 'SAN' || upper(substr(md5(random()::text), 1, 10)), $1, $2, p.center_id, p.id, 'item', s.id, $3,
         'COMPLETED', true, 50100, 'INR', s.start_time, $4
       FROM products p JOIN slots s ON s.product_id = p.id WHERE p.center_id = 'in-coimbatore' LIMIT 1`,
      [rows[0]!.id, DEMO.devotee.id, status, family.id],
    );
    return family as { id: string };
  }

  it('updates every field while no booking with the family is complete', async () => {
    const family = await familyWithOrder('NOT_COMPLETED');
    const res = await send(
      'PUT',
      `/api/family/${family.id}`,
      buildFamily(
        {
          name: 'Renamed',
          palmLeafInfo: {
            members: [
              { name: 'Lakshmi', nakshatram: 'Ashwini' },
              { name: 'Ravi', nakshatram: 'Bharani' },
            ],
            nakshatramLanguage: 'tamil',
          },
        },
        { line2: 'Gandhipuram' },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      name: 'Renamed',
      prasadamDeliveryAddress: { line2: 'Gandhipuram' },
      palmLeafInfo: {
        members: [
          { name: 'Lakshmi', nakshatram: 'Ashwini' },
          { name: 'Ravi', nakshatram: 'Bharani' },
        ],
        nakshatramLanguage: 'tamil',
      },
      membersLocked: false,
    });
  });

  it('refuses a change to member names or nakshatram once a booking is complete, but allows the rest', async () => {
    const family = await familyWithOrder('COMPLETED');
    expect(
      ((await list(DEMO.devotee.id)).json().payload as { id: string; membersLocked: boolean }[]).find(
        (f) => f.id === family.id,
      )?.membersLocked,
    ).toBe(true);
    const message =
      'Names and nakshatram of members cannot be changed once a booking with this family is complete';
    for (const members of [
      [{ name: 'Lakshmi N', nakshatram: 'Rohini' }],
      [{ name: 'Lakshmi', nakshatram: 'Ashwini' }],
      [
        { name: 'Lakshmi', nakshatram: 'Rohini' },
        { name: 'Ravi', nakshatram: '' },
      ],
    ]) {
      const res = await send(
        'PUT',
        `/api/family/${family.id}`,
        buildFamily({ palmLeafInfo: { members, nakshatramLanguage: 'sanskrit' } }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
    }
    const stored = await t.pool.query(
      "SELECT palm_leaf_info->'members' AS members FROM families WHERE id = $1",
      [family.id],
    );
    expect(stored.rows[0].members).toEqual([{ name: 'Lakshmi', nakshatram: 'Rohini' }]);
    // The name and address still change; the same members (blank rows included) are not a change.
    const ok = await send(
      'PUT',
      `/api/family/${family.id}`,
      buildFamily({ name: 'Still Editable' }, { line3: 'Near Temple' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payload).toMatchObject({ name: 'Still Editable', membersLocked: true });
  });
});

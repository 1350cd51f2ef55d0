// POST /order/create refuses what the booking page and the cart refuse (issues #8 and #16): one participant per
// place with valid fields, option and participant caps, the prasadam address form, the channels of the centre.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFor, orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { type BuiltSlot } from './factories/slots';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let devotee: string;
let volunteer: string;
beforeAll(async () => {
  t = await createTestApp();
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
  volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
});
afterAll(() => t.close());

const create = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });

const FIELDS = [
  { key: 'name', label: 'Name of the devotee', type: 'SHORT_ANSWER', required: true },
  { key: 'nakshatram', label: 'Nakshatram (birth star)', type: 'NAKSHATRAM' },
  { key: 'nakshatramLanguage', label: 'Language of the nakshatram names', type: 'LANGUAGE_OPTIONS' },
  { key: 'gender', label: 'Gender', type: 'DROPDOWN', options: ['Female', 'Male'] },
];
const ritual = (overrides: Parameters<typeof buildRitualWithSlot>[1] = {}) =>
  buildRitualWithSlot(t.pool, { form: { fields: FIELDS, maxParticipants: 4 }, ...overrides });

/** A cart of `places` places on the slot whose slot meta carries these participants. */
function withParticipants(slot: BuiltSlot, places: number, meta: Record<string, unknown>) {
  const items = cartFor(slot, places);
  items[0]!.slots[0]!.meta = meta;
  return orderBody(slot, { items });
}
const when = (slot: BuiltSlot) =>
  new RegExp(`^Test Seva ${slot.productId} on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d [AP]M`);

describe('one participant per place', () => {
  it('refuses 2 places with 1 participant with 400 naming the ritual, the date and name_2', async () => {
    const slot = await ritual();
    const res = await create(devotee, withParticipants(slot, 2, { name_1: 'Lakshmi' }));
    expect(res.statusCode).toBe(400);
    const { message } = res.json();
    expect(message.startsWith('name_2: ')).toBe(true);
    expect(message.slice('name_2: '.length)).toMatch(when(slot));
    expect(message).toMatch(/has 2 places but no participant 2: each place needs its own participant$/);
  });

  it('refuses 1 place with 2 participants', async () => {
    const slot = await ritual();
    const res = await create(devotee, withParticipants(slot, 1, { name_1: 'Lakshmi', name_2: 'Ravi' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^name_2: Test Seva .* has 1 place but details for participant 2: remove them or add a place$/,
    );
  });

  it('accepts 2 places with 2 participants, one order line per place with its own participant', async () => {
    const slot = await ritual();
    const res = await create(
      devotee,
      withParticipants(slot, 2, { name_1: 'Lakshmi', gender_1: 'Female', name_2: 'Ravi', gender_2: 'Male' }),
    );
    expect(res.statusCode).toBe(200);
    const orders = await t.pool.query<{ meta: Record<string, unknown> }>(
      'SELECT meta FROM orders WHERE payment_id = $1 ORDER BY meta->>$2',
      [res.json().payload.paymentId, 'name_1'],
    );
    expect(orders.rows.map((o) => [o.meta.name_1, o.meta.gender_1, o.meta.name_2])).toEqual([
      ['Lakshmi', 'Female', undefined],
      ['Ravi', 'Male', undefined],
    ]);
  });

  it('checks the same when the browser already expanded the slot into one entry per place', async () => {
    const slot = await ritual();
    const items = cartFor(slot, 1);
    const unit = items[0]!.slots[0]!;
    items[0]!.slots = [
      { ...unit, meta: { name_1: 'Lakshmi' } },
      { ...unit, meta: {} },
    ];
    const res = await create(devotee, orderBody(slot, { items }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^name_1: Test Seva .* has 1 place but no participant 1/);
  });

  it('refuses more places than maxParticipants, also spread over expanded entries', async () => {
    const slot = await ritual({ form: { fields: FIELDS, maxParticipants: 2 } });
    const three = { name_1: 'A', name_2: 'B', name_3: 'C' };
    const res = await create(devotee, withParticipants(slot, 3, three));
    expect(res.json()).toEqual({
      message: expect.stringMatching(
        /^variants: Test Seva .* can take at most 2 places \(one participant each\), not 3$/,
      ),
    });
    const items = cartFor(slot, 1);
    const unit = items[0]!.slots[0]!;
    items[0]!.slots = ['A', 'B', 'C'].map((name) => ({ ...unit, meta: { name_1: name } }));
    const spread = await create(devotee, orderBody(slot, { items }));
    expect(spread.statusCode).toBe(400);
    expect(spread.json().message).toBe('variants: at most 2 places per booking (one participant each)');
  });

  it('checks every participant by the booking form rules (length, options, nakshatram of the language)', async () => {
    const slot = await ritual();
    const cases: [Record<string, unknown>, string][] = [
      [{ name_1: 'x'.repeat(256) }, 'name_1: Maximum of 255 characters is allowed (Name of the devotee, '],
      [{ name_1: 'Lakshmi', gender_1: 'Other' }, 'gender_1: Please choose one of the options (Gender, '],
      [
        { name_1: 'Lakshmi', nakshatram_1: 'Karthika', nakshatramLanguage_1: 'sanskrit' },
        'nakshatram_1: Please choose one of the options (Nakshatram (birth star), ',
      ],
      [{ name_1: '   ' }, 'name_1: This field is mandatory (Name of the devotee, '],
    ];
    for (const [meta, start] of cases) {
      const res = await create(devotee, withParticipants(slot, 1, meta));
      expect(res.statusCode).toBe(400);
      expect(res.json().message.startsWith(start)).toBe(true);
    }
    const ok = await create(
      devotee,
      withParticipants(slot, 1, {
        name_1: 'Lakshmi',
        nakshatram_1: 'Krittika',
        nakshatramLanguage_1: 'sanskrit',
      }),
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('quantities, prasadam address and channels', () => {
  it('refuses an option above its maxQuantity even when sent as one entry per place', async () => {
    const slot = await buildRitualWithSlot(t.pool, { maxQuantity: 2 });
    const res = await create(devotee, orderBody(slot, { items: cartFor(slot, 3) }));
    expect(res.json()).toEqual({ message: 'variants: at most 2 of "Single" per booking' });
    const items = cartFor(slot, 1);
    const unit = items[0]!.slots[0]!;
    items[0]!.slots = [unit, unit, unit];
    const spread = await create(devotee, orderBody(slot, { items }));
    expect(spread.json()).toEqual({ message: 'variants: at most 2 of "Single" per booking' });
  });

  it('refuses a prasadam address the booking form refuses, with the family-form messages', async () => {
    const slot = await buildRitualWithSlot(t.pool, { prasadamAskWhen: 'online-only', inPerson: false });
    const address = {
      name: 'Lakshmi Narayanan',
      code: '+91',
      phone: '9876543210',
      country: 'IN',
      pinCode: '641041',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      line1: '12 Temple Car Street',
    };
    const send = (overrides: Record<string, string>) => {
      const items = cartFor(slot, 1);
      Object.assign(items[0]!, {
        hasPrasadam: true,
        prasadamDeliveryAddress: { ...address, ...overrides },
      });
      Object.assign(items[0]!.slots[0]!, { hasPrasadam: true });
      return create(devotee, orderBody(slot, { items }));
    };
    expect((await send({ line1: '12 Car St' })).json()).toEqual({
      message: 'prasadamDeliveryAddress.line1: Minimum 15 characters are required',
    });
    expect((await send({ phone: '98765' })).json()).toEqual({
      message: 'prasadamDeliveryAddress.phone: Minimum 10 digits are required',
    });
    expect((await send({ pinCode: '6410' })).json()).toEqual({
      message: 'prasadamDeliveryAddress.pinCode: Please enter a valid pin code',
    });
    expect((await send({ city: 'Coimbatore!' })).json().message).toMatch(/^prasadamDeliveryAddress\.city: /);
    expect((await send({})).statusCode).toBe(200);
  });

  it('takes the card machine at Indian centres only, as the payment-method picker offers it', async () => {
    const us = await buildRitualWithSlot(t.pool, { centerId: 'us-tennessee' });
    const refused = await create(
      volunteer,
      orderBody(us, { centerId: 'us-tennessee', devoteeId: DEMO.devotee.id, paymentChannel: 'CARD_MACHINE' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'paymentChannel: the card machine is only available at Indian centres',
    });
    const india = await buildRitualWithSlot(t.pool);
    const taken = await create(
      volunteer,
      orderBody(india, { devoteeId: DEMO.devotee.id, paymentChannel: 'CARD_MACHINE' }),
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json().payload.channel).toBe('CARD_MACHINE');
  });

  it('asks for the reference of a QR payment', async () => {
    const slot = await buildRitualWithSlot(t.pool);
    const res = await create(
      volunteer,
      orderBody(slot, {
        devoteeId: DEMO.devotee.id,
        paymentChannel: 'QR_CODE',
        paymentReference: { bank: 'x' },
      }),
    );
    expect(res.json()).toEqual({ message: 'paymentReference.reference: This field is mandatory' });
  });
});

// The api's refusals in the request's language (issue 28; docs/decisions.md, "Languages: the api's answers"): the web
// sends the language it shows as Accept-Language, and a devotee's refusal (a full date, an unknown order) answers in
// it; with no language, or English, the spec's English as it was; a 401 stays English (the web reads its words).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCenter } from './factories/centers';
import { insertOrder, orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { buildUser, type BuiltUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let centerId: string;
let devotee: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ centerId } = await buildCenter(t.pool));
  devotee = await buildUser(t, { billingProfile: true });
});
afterAll(() => t.close());

const headers = (lang?: string, token: string | null = devotee.token) => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...(lang ? { 'accept-language': lang } : {}),
});

describe("the api's refusals in the request's language", () => {
  it('a date with too few places: Tamil for a Tamil page, the English as written otherwise', async () => {
    const slot = await buildRitualWithSlot(t.pool, { centerId, capacity: 1 });
    const order = (lang?: string) => {
      const body = orderBody(slot, { centerId });
      body.items[0]!.slots[0]!.variants[0]!.quantity = 2;
      return t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        payload: body,
        headers: headers(lang),
      });
    };
    const english = await order();
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toMatch(/^.+ on .+ at .+ has only 1 place left$/);
    expect(english.headers.vary).toContain('accept-language');

    const tamil = await order('ta-IN,ta;q=0.9,en;q=0.8');
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().message).toMatch(/ பூஜையில் 1 இடம் மட்டுமே உள்ளது$/);
    expect(tamil.json().message).toMatch(/(முற்பகல்|பிற்பகல்)/);
    expect(tamil.headers['content-language']).toBe('ta');

    expect((await order('fr-FR')).json().message).toBe(english.json().message);
  });

  it("an order that is not the devotee's, in Hindi; a field's name kept before a translated text", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await t.app.inject({ url: `/api/order/calendar?orderId=${missing}`, headers: headers('hi') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: `ऑर्डर नहीं मिला: ${missing}` });

    const slot = await buildRitualWithSlot(t.pool, { centerId });
    const body = orderBody(slot, { centerId });
    body.items[0]!.slots[0]!.slotId = missing;
    const unknownSlot = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: body,
      headers: headers('kn'),
    });
    expect(unknownSlot.statusCode).toBe(400);
    expect(unknownSlot.json().message).toMatch(/^slotId: Test Seva .+ ಗೆ ಅಪರಿಚಿತ ಸಮಯ$/);
  });

  it('a 401 stays English: the web tells an expired session from an ended account by its words', async () => {
    const res = await t.app.inject({ url: '/api/user/language', headers: headers('ta', null) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue');
  });

  it('the bookings that stop a deletion name their rituals in the language of the page', async () => {
    const slot = await buildRitualWithSlot(t.pool, { centerId, startsInHours: 24 * 10 });
    await t.pool.query('UPDATE products SET texts = $2 WHERE id = $1', [
      slot.productId,
      { ta: { name: 'சோதனை அபிஷேகம்' } },
    ]);
    const ravi = await buildUser(t, { billingProfile: true });
    await insertOrder(t.pool, { slot, centerId, userId: ravi.id, currency: 'INR', hasPrasadam: false });
    const erasure = (lang?: string) =>
      t.app.inject({ url: '/api/user/erasure', headers: headers(lang, ravi.token) });
    expect((await erasure('ta')).json().payload.upcoming[0].ritual).toBe('சோதனை அபிஷேகம்');
    expect((await erasure()).json().payload.upcoming[0].ritual).toMatch(/^Test Seva /);
  });
});

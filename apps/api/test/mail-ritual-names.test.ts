// Ritual names in the devotee's language in every mail that names a ritual (issue 28, Deliver 5): the reminder, the
// pre-debit notice, the post-debit mail, the prasadam shipped mail, the hold mail; and the calendar entry (its title
// and description) of the confirmation's .ics and of My Rituals' download. The centre gave the ritual a Tamil name;
// a Tamil devotee reads it, a devotee without a language reads the English one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewDueSubscriptions } from '../src/services/jobs/renew-subscriptions';
import { sendDuePreDebitNotices } from '../src/services/jobs/send-pre-debit-notices';
import { sendDueReminders } from '../src/services/jobs/send-reminders';
import type { GatewayStatus } from '../src/providers/payments';
import { buildCenter, type BuiltCenter } from './factories/centers';
import { insertOrder } from './factories/orders';
import { buildRitual, buildRitualWithSlot } from './factories/rituals';
import { buildSlot, type BuiltSlot } from './factories/slots';
import { buildMandatedSubscription } from './factories/subscriptions';
import { buildUser, type BuiltUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let center: BuiltCenter;
let tamil: BuiltUser;
let english: BuiltUser;
let packer: string;
const silent = { warn: () => {} };
const HOUR = 3_600_000;
const TAMIL_NAME = 'சோதனை அபிஷேகம்';

beforeAll(async () => {
  t = await createTestApp();
  center = await buildCenter(t.pool);
  tamil = await buildUser(t, { billingProfile: true, firstName: 'Meera' });
  await t.pool.query("UPDATE users SET language = 'ta' WHERE id = $1", [tamil.id]);
  english = await buildUser(t, { billingProfile: true, firstName: 'Ravi' });
  ({ token: packer } = await buildUser(t, {
    roles: [{ centerId: center.centerId, role: 'PRASADAM_PACKING_VOLUNTEER' }],
  }));
});
afterAll(() => t.close());

/** The centre names the ritual in Tamil; answers its English name. */
async function nameInTamil(productId: string): Promise<string> {
  const { rows } = await t.pool.query<{ name: string }>(
    'UPDATE products SET texts = $2 WHERE id = $1 RETURNING name',
    [productId, { ta: { name: TAMIL_NAME } }],
  );
  return rows[0]!.name;
}

/** A slot `hours` ahead of a new ritual the centre named in Tamil. */
async function tamilSlotIn(hours: number, inPerson = true): Promise<BuiltSlot & { english: string }> {
  const ritual = await buildRitual(t.pool, { centerId: center.centerId, unitPrice: 1100 });
  const slot = await buildSlot(t.pool, ritual.productId, { startsInHours: hours, inPerson });
  return { ...ritual, ...slot, inPerson, english: await nameInTamil(ritual.productId) };
}

const paidOrder = (
  slot: BuiltSlot,
  user: BuiltUser,
  extra: Partial<Parameters<typeof insertOrder>[1]> = {},
) =>
  insertOrder(t.pool, {
    slot,
    centerId: center.centerId,
    userId: user.id,
    currency: 'INR',
    hasPrasadam: false,
    ...extra,
  });

async function outbox(kind: string, where: string, params: unknown[]) {
  const { rows } = await t.pool.query<{ subject: string; text: string; attachments: unknown }>(
    `SELECT subject, text, attachments FROM mail_outbox WHERE kind = $1 AND ${where} ORDER BY id`,
    [kind, ...params],
  );
  return rows;
}

/** An iCalendar text with its folded lines joined again (RFC 5545 folds at 75 octets, inside a UTF-8 letter too). */
const unfold = (ics: string) => Buffer.from(ics.replace(/\r?\n[ \t]/g, ''), 'utf8').toString('utf8');

describe("ritual names in the devotee's language", () => {
  it('the reminder names the ritual in Tamil for a Tamil devotee, in English for one without a language', async () => {
    const slot = await tamilSlotIn(21 * 24);
    const mine = await paidOrder(slot, tamil);
    const his = await paidOrder(slot, english);
    const sent = await sendDueReminders({ pool: t.pool, config: t.config }, silent, {
      now: new Date(new Date(slot.startTime).getTime() - 23.9 * HOUR),
    });
    expect(sent.sent).toBeGreaterThanOrEqual(2);
    const [toHer] = await outbox('ritual-reminder', 'order_id = $2', [mine.orderId]);
    expect(toHer!.subject).toContain(TAMIL_NAME);
    expect(`${toHer!.subject} ${toHer!.text}`).not.toContain(slot.english);
    const [toHim] = await outbox('ritual-reminder', 'order_id = $2', [his.orderId]);
    expect(toHim!.subject).toContain(slot.english);
    expect(toHim!.text).not.toContain(TAMIL_NAME);
  });

  it('the pre-debit notice and the post-debit mail name the subscribed ritual in Tamil', async () => {
    const slot = await buildRitualWithSlot(t.pool, { centerId: center.centerId, unitPrice: 150000 });
    const englishName = await nameInTamil(slot.productId);
    const s = await buildMandatedSubscription(t.pool, { userId: tamil.id, centerId: center.centerId, slot });
    const noticeAt = new Date(s.chargeAt.getTime() - 47 * HOUR);
    expect(await sendDuePreDebitNotices({ pool: t.pool }, silent, { now: noticeAt })).toBeGreaterThanOrEqual(
      1,
    );
    const [notice] = await outbox('pre-debit-notice', "text LIKE '%' || $2 || '%'", [s.mandate]);
    expect(notice!.subject).toContain(TAMIL_NAME);
    expect(`${notice!.subject} ${notice!.text}`).not.toContain(englishName);

    // The month's charge, taken by a gateway that answers it paid: the post-debit mail.
    const paid = (requestId: string): GatewayStatus => ({
      requestId,
      status: 'COMPLETED',
      transactionId: `TXN-${requestId}`,
      amount: '1500.00',
      currency: 'INR',
      mandateId: s.mandate,
    });
    const gateway = {
      ...t.app.deps.providers.gateway,
      chargeMandate: (_mandate: string, input: { requestId: string }) =>
        Promise.resolve(paid(input.requestId)),
      queryStatus: (requestId: string) => Promise.resolve(paid(requestId)),
    };
    await renewDueSubscriptions({ ...t.app.deps, providers: { ...t.app.deps.providers, gateway } }, silent, {
      now: new Date(s.chargeAt.getTime() + HOUR),
    });
    const [charged] = await outbox(
      'subscription-charged',
      'payment_id IN (SELECT payment_id FROM subscription_payments WHERE subscription_id = $2)',
      [s.id],
    );
    expect(charged, 'the post-debit mail').toBeDefined();
    expect(charged!.subject).toContain(TAMIL_NAME);
    expect(`${charged!.subject} ${charged!.text}`).not.toContain(englishName);
  });

  it('the prasadam shipped mail names the ritual in Tamil', async () => {
    const slot = await tamilSlotIn(24 * 5, false);
    const { orderId, reference } = await paidOrder(slot, tamil, {
      hasPrasadam: true,
      deliveryStatus: 'PACKED',
      inPerson: false,
      address: {
        name: 'Meera',
        code: '+91',
        phone: '9876543210',
        country: 'IN',
        pinCode: '641002',
        city: 'Coimbatore',
        state: 'Tamil Nadu',
        line1: '21, Venkatasamy Road West',
        line2: '',
        line3: '',
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/dispatch',
      headers: { authorization: `Bearer ${packer}` },
      payload: {
        center: center.centerId,
        deliveryStatus: 'SHIPPED',
        carrier: 'STAMPS',
        parcels: [{ orderId, trackingId: '9400111899223344556677' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outbox('prasadam-shipped', "text LIKE '%' || $2 || '%'", [reference]);
    expect(mail!.text).toContain(TAMIL_NAME);
    expect(mail!.text).not.toContain(slot.english);
  });

  it('the hold mail lists the booking under its Tamil name', async () => {
    const slot = await tamilSlotIn(24 * 20);
    const { orderId } = await paidOrder(slot, tamil);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/order/hold',
      headers: { authorization: `Bearer ${tamil.token}` },
      payload: { orderId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outbox('order-hold', 'text LIKE $2', [`%${TAMIL_NAME}%`]);
    expect(mail, 'the hold mail names the ritual in Tamil').toBeDefined();
    expect(mail!.text).not.toContain(slot.english);
  });

  it("My Rituals' calendar file is written in the language the page asks in (title and description)", async () => {
    const slot = await tamilSlotIn(24 * 20, false);
    const { orderId } = await paidOrder(slot, tamil);
    const file = (lang?: string) =>
      t.app.inject({
        url: `/api/order/calendar?orderId=${orderId}`,
        headers: { authorization: `Bearer ${tamil.token}`, ...(lang ? { 'accept-language': lang } : {}) },
      });
    const inTamil = await file('ta');
    expect(inTamil.statusCode, inTamil.body).toBe(200);
    const ta = unfold(inTamil.body);
    expect(ta).toContain(`SUMMARY:${TAMIL_NAME} · ${center.name}`);
    expect(ta).toContain('முன்பதிவு எண்');
    expect(ta).toContain('இணையவழி: உங்கள் சார்பில் கோயிலில் நடத்தப்படுகிறது');
    expect(ta).not.toContain('Booking reference');

    const inEnglish = unfold((await file()).body);
    expect(inEnglish).toContain(`SUMMARY:${slot.english} · ${center.name}`);
    expect(inEnglish).toContain('Online: performed at the temple on your behalf');
  });
});

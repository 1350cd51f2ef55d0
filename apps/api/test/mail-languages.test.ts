// Mails in the recipient's language (issue 28): a devotee whose stored language is Tamil books and pays, and the
// confirmation arrives in the sandbox inbox in Tamil — subject and body — with no English left but names, references
// and the centre's name; when the office books for her, her mails still go in Tamil; with no language, in English.
import { inject } from 'vitest';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGatewayPayload } from '../src/providers/signing';
import { sendQueuedMail } from '../src/services/jobs/send-mail';
import { buildCenter } from './factories/centers';
import { orderBody } from './factories/orders';
import { buildRitualWithSlot } from './factories/rituals';
import { buildUser, type BuiltUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let centerId: string;
let centerName: string;
let meera: BuiltUser;
let volunteer: string;
const silent = { warn: () => {} };
beforeAll(async () => {
  t = await createTestApp();
  ({ centerId, name: centerName } = await buildCenter(t.pool, { name: 'Sannidhi Coimbatore Test' }));
  meera = await buildUser(t, { firstName: 'Meera', lastName: 'Sundaram', billingProfile: true });
  ({ token: volunteer } = await buildUser(t, { roles: [{ centerId, role: 'OFFICE_VOLUNTEER' }] }));
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface InboxMessage {
  subject: string;
  text: string;
  html: string;
}
async function inbox(to: string): Promise<InboxMessage[]> {
  const res = await fetch(`${inject('sandboxUrl')}/inbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: InboxMessage[] }).messages;
}

function notifyPaid(p: { requestId: string; amount: number }) {
  const raw = JSON.stringify({
    requestId: p.requestId,
    transactionId: `TXN${p.requestId}`,
    status: 'COMPLETED',
    amount: (p.amount / 100).toFixed(2),
    currency: 'INR',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/notification',
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': timestamp,
      'x-gateway-signature': signGatewayPayload(t.config.GATEWAY_SECRET, timestamp, raw),
    },
    payload: raw,
  });
}

/** The words in Latin letters of a mail's subject, text and visible HTML text. */
function latinWords(m: InboxMessage): string[] {
  const visible = m.html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
  return `${m.subject} ${m.text} ${visible}`.match(/[A-Za-z]+/g) ?? [];
}

async function ritualAt() {
  const slot = await buildRitualWithSlot(t.pool, { centerId, capacity: 5 });
  const { rows } = await t.pool.query<{ ritual: string; variant: string }>(
    `SELECT p.name AS ritual, v.name AS variant FROM products p JOIN product_variants v ON v.product_id = p.id
      WHERE p.id = $1`,
    [slot.productId],
  );
  return { slot, ...rows[0]! };
}

describe("mails in the recipient's language", () => {
  it('sends a Tamil devotee her booking confirmation in Tamil, with only names, references and the centre as data', async () => {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: auth(meera.token),
      payload: { language: 'ta' },
    });
    expect(chosen.statusCode).toBe(200);

    const { slot, ritual, variant } = await ritualAt();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: auth(meera.token),
      payload: orderBody(slot, { centerId }),
    });
    expect(order.statusCode).toBe(200);
    const payload = order.json().payload as {
      requestId: string;
      amount: number;
      orders: { bookingId: string }[];
    };
    expect((await notifyPaid(payload)).statusCode).toBe(200);
    await sendQueuedMail({ pool: t.pool, providers: t.app.deps.providers }, silent);

    const mails = await inbox(meera.email);
    const mail = mails.find((m) => m.subject.includes('முன்பதிவு உறுதிசெய்யப்பட்டது'));
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.subject).toBe(`${centerName} இல் உங்கள் முன்பதிவு உறுதிசெய்யப்பட்டது`);
    expect(mail!.html).toContain('<html lang="ta">');
    expect(mail!.text).toContain('நமஸ்காரம் Meera, உங்கள் ₹');
    expect(mail!.text).toContain('கட்டணம் பெறப்பட்டது; உங்கள் முன்பதிவு உறுதிசெய்யப்பட்டது.');
    expect(mail!.text).toMatch(/(முற்பகல்|பிற்பகல்)/);
    expect(mail!.html).toContain('பூஜை உதவியாளரிடம்');

    // No English left: every Latin word is a name, a reference, the centre's or Sannidhi's name, or the QR code's.
    const data = [centerName, ritual, variant, 'Meera', 'Sannidhi', 'QR', 'X', 'IST']
      // The mail shows the reference as displayed (without the centre prefix): its words differ from the raw id's.
      .concat(payload.orders.flatMap((o) => [o.bookingId, displayBookingReference(o.bookingId)]))
      .flatMap((s) => s.match(/[A-Za-z]+/g) ?? []);
    const english = latinWords(mail!).filter((w) => !data.includes(w));
    expect(english).toEqual([]);
  });

  const TAMIL_NAME = 'சோதனை அபிஷேகம்';
  /** The ritual's name given in Tamil by the centre (issue 28): Tamil mails name it so, others in English. */
  const nameInTamil = (productId: string) =>
    t.pool.query('UPDATE products SET texts = $2 WHERE id = $1', [productId, { ta: { name: TAMIL_NAME } }]);

  it("sends the devotee's mails in her language when the temple office books for her", async () => {
    const { slot, ritual } = await ritualAt();
    await nameInTamil(slot.productId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { ...auth(volunteer), 'x-center-id': centerId },
      payload: orderBody(slot, { centerId, devoteeId: meera.id, paymentChannel: 'CASH' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId } = res.json().payload as { paymentId: string };
    const { rows } = await t.pool.query<{
      subject: string;
      html: string;
      attachments: { filename: string; content: string }[];
    }>(
      "SELECT subject, html, attachments FROM mail_outbox WHERE payment_id = $1 AND kind = 'order-confirmation'",
      [paymentId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe(`${centerName} இல் உங்கள் முன்பதிவு உறுதிசெய்யப்பட்டது`);
    expect(rows[0]!.html).toContain('<html lang="ta">');
    expect(rows[0]!.html).toContain(TAMIL_NAME);
    expect(rows[0]!.html).not.toContain(ritual);
    // Its calendar entry too: the title names the ritual in Tamil, the description is Tamil (lines unfolded).
    const ics = rows[0]!.attachments
      .find((a) => a.filename.endsWith('.ics'))!
      .content.replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain(`SUMMARY:${TAMIL_NAME} · ${centerName}`);
    expect(ics).toContain('DESCRIPTION:முன்பதிவு எண் ');
    expect(ics).not.toContain(ritual);
  });

  it('writes in Kannada to a devotee the counter registered with Kannada as her language for mails', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/sso/createProfile',
      headers: { ...auth(volunteer), 'x-center-id': centerId },
      payload: {
        firstName: 'Kamala',
        lastName: 'Gowda',
        email: `kamala.${Date.now()}@example.org`,
        countryOfResidence: 'IN',
        language: 'kn',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { profileId, email } = registered.json().payload as { profileId: string; email: string };
    await t.pool.query(
      `INSERT INTO booking_persons (sso_id, first_name, last_name, phone, email, privacy_terms_accepted, billing_address)
       VALUES ($1, 'Kamala', 'Gowda', '9843012345', $2, true, $3)`,
      [
        profileId,
        email,
        {
          line1: '4 Temple Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pinCode: '560001',
          countryOfResidence: 'IN',
        },
      ],
    );
    const { slot } = await ritualAt();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { ...auth(volunteer), 'x-center-id': centerId },
      payload: orderBody(slot, { centerId, devoteeId: profileId, paymentChannel: 'CASH' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId } = res.json().payload as { paymentId: string };
    const { rows } = await t.pool.query<{ subject: string; html: string }>(
      "SELECT subject, html FROM mail_outbox WHERE payment_id = $1 AND kind = 'order-confirmation'",
      [paymentId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe(`${centerName} ನಲ್ಲಿ ನಿಮ್ಮ ಬುಕಿಂಗ್ ದೃಢಪಟ್ಟಿದೆ`);
    expect(rows[0]!.html).toContain('<html lang="kn">');
  });

  it('writes in English to a devotee who never chose a language', async () => {
    const ravi = await buildUser(t, { firstName: 'Ravi', billingProfile: true });
    const { slot, ritual } = await ritualAt();
    await nameInTamil(slot.productId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { ...auth(volunteer), 'x-center-id': centerId },
      payload: orderBody(slot, { centerId, devoteeId: ravi.id, paymentChannel: 'CASH' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId } = res.json().payload as { paymentId: string };
    const { rows } = await t.pool.query<{ subject: string; html: string }>(
      "SELECT subject, html FROM mail_outbox WHERE payment_id = $1 AND kind = 'order-confirmation'",
      [paymentId],
    );
    expect(rows[0]!.subject).toBe(`Your booking at ${centerName} is confirmed`);
    expect(rows[0]!.html).toContain('<html lang="en">');
    expect(rows[0]!.html).toContain(ritual);
    expect(rows[0]!.html).not.toContain(TAMIL_NAME);
  });
});

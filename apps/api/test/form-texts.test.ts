// A ritual's booking-form texts in the devotee's language (issue 28, Deliver 1 and 5): the catalogue editor saves a
// field's label and options, a variant's name and the calendar title per language (empty ones dropped, bad ones
// refused with a message); the devotee catalogue serves them; an order still stores the English option (a translated
// one is refused) while My Rituals carries the variant names to show; and a mail names the variant in the devotee's
// language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabelIn, optionLabelIn, variantNameFrom, variantNameIn } from '@sannidhi/domain/form-texts';
import type { StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';
import { sendDueReminders } from '../src/services/jobs/send-reminders';
import { cartFor, orderBody } from './factories/orders';
import { markPaid } from './factories/payments';
import { buildSlot, type BuiltSlot } from './factories/slots';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const CENTER = 'in-coimbatore';
const HOUR = 3_600_000;
let t: TestApp;
let admin: string;
let devotee: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.pool.query(
    "INSERT INTO users (id, email) VALUES ('SSO-FORM-TEXTS', 'form.texts@example.org') ON CONFLICT DO NOTHING",
  );
  await t.pool.query("INSERT INTO user_roles VALUES ('SSO-FORM-TEXTS', $1, 'CENTER_ADMIN')", [CENTER]);
  admin = await t.tokenFor('SSO-FORM-TEXTS', 'form.texts@example.org');
  devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const GENDER = {
  key: 'gender',
  label: 'Gender',
  type: 'DROPDOWN',
  required: true,
  options: ['Female', 'Male'],
  texts: { ta: { label: 'பாலினம்', options: ['பெண்', 'ஆண்'] }, hi: { label: '  ', options: ['', ''] } },
};

function ritualBody(over: { variants?: object[]; fields?: object[]; calendar?: object } = {}) {
  return {
    center: CENTER,
    name: 'Kumkum Archana',
    type: 'DEVI_ABHISHEKAM',
    category: 'DEVI_OFFERINGS',
    description: 'Kumkum is offered to the Devi with her 108 names.',
    deliveryMode: 'IN_PERSON',
    isAvailable: true,
    isAvailableForBackOffice: true,
    variants: over.variants ?? [
      {
        name: 'Single',
        unitPrice: 3100,
        maxQuantity: 4,
        texts: { ta: { name: 'ஒருவர்' }, hi: { name: ' ' } },
      },
      { name: 'Couple', unitPrice: 5100, maxQuantity: 2, texts: { ta: { name: 'தம்பதியர்' } } },
    ],
    config: {
      canCancel: true,
      canReschedule: true,
      cutOffHours: 2,
      calendar: over.calendar ?? {
        title: 'Choose a day for the archana',
        layout: 'DEFAULT',
        texts: { ta: { title: 'அர்ச்சனைக்கான நாளைத் தேர்ந்தெடுக்கவும்' }, kn: { title: '' } },
      },
      sections: ['CALENDAR', 'META'],
      form: {
        fields: over.fields ?? [
          {
            key: 'name',
            label: 'Name of the devotee',
            type: 'SHORT_ANSWER',
            required: true,
            texts: { ta: { label: 'பக்தரின் பெயர்' } },
          },
          GENDER,
        ],
        maxParticipants: 4,
      },
    },
  };
}

let ritual: StaffRitual;

describe('the catalogue editor saves form texts per language', () => {
  it('saves field labels and options, variant names and the calendar title, dropping empty ones', async () => {
    const res = await call(admin, 'POST', '/api/staff/catalogue/rituals', ritualBody());
    expect(res.statusCode).toBe(200);
    ritual = res.json().payload.ritual;
    expect(ritual.variants.map((v) => [v.name, v.texts])).toEqual([
      ['Single', { ta: { name: 'ஒருவர்' } }],
      ['Couple', { ta: { name: 'தம்பதியர்' } }],
    ]);
    expect(ritual.config.calendar.texts).toEqual({ ta: { title: 'அர்ச்சனைக்கான நாளைத் தேர்ந்தெடுக்கவும்' } });
    expect(ritual.config.form?.fields[1]).toMatchObject({
      options: ['Female', 'Male'],
      texts: { ta: { label: 'பாலினம்', options: ['பெண்', 'ஆண்'] } },
    });
    expect(ritual.config.form?.fields[1]?.texts?.hi).toBeUndefined();
    const { rows } = await t.pool.query<{ name: string; texts: object }>(
      'SELECT name, texts FROM product_variants WHERE product_id = $1 ORDER BY position',
      [ritual.id],
    );
    expect(rows).toEqual([
      { name: 'Single', texts: { ta: { name: 'ஒருவர்' } } },
      { name: 'Couple', texts: { ta: { name: 'தம்பதியர்' } } },
    ]);
    // The editor reads them back as saved.
    const list = await call(admin, 'GET', `/api/staff/catalogue?center=${CENTER}`);
    const listed = (list.json().payload.rituals as StaffRitual[]).find((r) => r.id === ritual.id);
    expect(listed?.variants[1]?.texts).toEqual({ ta: { name: 'தம்பதியர்' } });
  });

  it('clears a translation that is emptied on update (English shows again)', async () => {
    const body = ritualBody();
    const variants = ritual.variants.map((v, i) => ({
      id: v.id,
      name: v.name,
      unitPrice: v.unitPrice,
      maxQuantity: v.maxQuantity,
      texts: i === 1 ? { ta: { name: '' } } : v.texts,
    }));
    const res = await call(admin, 'POST', '/api/staff/catalogue/rituals/update', {
      ...body,
      variants,
      ritualId: ritual.id,
    });
    expect(res.statusCode).toBe(200);
    const couple = (res.json().payload.ritual as StaffRitual).variants[1]!;
    expect(couple.texts).toEqual({});
    expect(variantNameIn(couple, 'ta')).toBe('Couple');
    // put it back for the tests below
    await call(admin, 'POST', '/api/staff/catalogue/rituals/update', {
      ...body,
      variants: ritual.variants,
      ritualId: ritual.id,
    });
  });

  it.each([
    [
      'a variant name over 80 characters',
      {
        variants: [
          { name: 'Single', unitPrice: 100, maxQuantity: 1, texts: { ta: { name: 'அ'.repeat(81) } } },
        ],
      },
    ],
    [
      'a label over 200 characters',
      {
        fields: [
          { key: 'name', label: 'Name', type: 'SHORT_ANSWER', texts: { ta: { label: 'அ'.repeat(201) } } },
        ],
      },
    ],
    [
      'more translated options than English ones',
      { fields: [{ ...GENDER, texts: { ta: { options: ['பெண்', 'ஆண்', 'மற்றவர்'] } } }] },
    ],
    [
      'a language that is not offered',
      { calendar: { title: 'Choose', layout: 'DEFAULT', texts: { fr: { title: 'Choisissez' } } } },
    ],
    [
      'a text that is not a string',
      { variants: [{ name: 'Single', unitPrice: 1, maxQuantity: 1, texts: { ta: { name: 5 } } }] },
    ],
  ])('refuses %s with 400 and a message', async (_, over) => {
    const res = await call(admin, 'POST', '/api/staff/catalogue/rituals', ritualBody(over));
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(res.json().message).not.toMatch(/stack|SQL/i);
  });

  it('refuses more translated options than English ones, naming the language', async () => {
    const res = await call(
      admin,
      'POST',
      '/api/staff/catalogue/rituals',
      ritualBody({ fields: [{ ...GENDER, texts: { ta: { options: ['பெண்', 'ஆண்', 'மற்றவர்'] } } }] }),
    );
    expect(res.json().message).toContain('Choices in தமிழ்: no more than in English');
  });
});

describe('the devotee catalogue serves the texts', () => {
  it('serves the config with its field and calendar texts, and the variants with their names', async () => {
    const list = await t.app.inject({ url: `/api/products/list?centerId=${CENTER}` });
    const product = (list.json().payload as StaffRitual[]).find((p) => p.id === ritual.id)!;
    const [name, gender] = product.config.form!.fields;
    expect(fieldLabelIn(name!, 'ta')).toBe('பக்தரின் பெயர்');
    expect(fieldLabelIn(gender!, 'ta')).toBe('பாலினம்');
    expect(gender!.options).toEqual(['Female', 'Male']);
    expect(optionLabelIn(gender!, 'Male', 'ta')).toBe('ஆண்');
    expect(optionLabelIn(gender!, 'Male', 'te')).toBe('Male');
    expect(product.config.calendar.texts?.ta?.title).toBe('அர்ச்சனைக்கான நாளைத் தேர்ந்தெடுக்கவும்');

    const variants = await t.app.inject({
      url: `/api/ritualVariants?productId=${ritual.id}&month=1&year=2027`,
    });
    expect(variants.statusCode).toBe(200);
    expect(variants.json().payload.map((v: { name: string; texts?: object }) => [v.name, v.texts])).toEqual([
      ['Single', { ta: { name: 'ஒருவர்' } }],
      ['Couple', { ta: { name: 'தம்பதியர்' } }],
    ]);
  });
});

describe('the demo catalogue', () => {
  it('gives every form text and variant name of its rituals in all six languages', async () => {
    const { rows } = await t.pool.query<{ id: string; config: StaffRitual['config'] }>(
      'SELECT id, config FROM products',
    );
    const { rows: variants } = await t.pool.query<{ name: string; texts: Record<string, { name?: string }> }>(
      "SELECT name, texts FROM product_variants WHERE product_id NOT LIKE '%kumkum-archana%'",
    );
    const six = ['hi', 'ta', 'te', 'kn', 'ml', 'ne'];
    const demo = rows.filter((r) => !r.id.includes('kumkum-archana'));
    expect(demo.length).toBeGreaterThan(30);
    for (const r of demo) {
      for (const l of six) {
        expect(r.config.calendar.texts?.[l as 'ta']?.title, `${r.id} ${l}`).toBeTruthy();
        for (const f of r.config.form?.fields ?? []) {
          expect(fieldLabelIn(f, l), `${r.id} ${f.key} ${l}`).not.toBe(f.label);
          for (const o of f.options ?? []) expect(optionLabelIn(f, o, l), `${r.id} ${o} ${l}`).not.toBe(o);
        }
      }
    }
    for (const v of variants) for (const l of six) expect(v.texts[l]?.name, `${v.name} ${l}`).toBeTruthy();
  });
});

describe('an order keeps the English option; the devotee reads their language', () => {
  let slot: BuiltSlot;
  let orderId = '';

  beforeAll(async () => {
    const built = await buildSlot(t.pool, ritual.id, { startsInHours: 24 * 5 });
    slot = { productId: ritual.id, ...built, variant: 'Single', unitPrice: 3100, inPerson: true };
    await t.pool.query("UPDATE users SET language = 'ta' WHERE id = $1", [DEMO.devotee.id]);
  });

  const book = (gender: string) => {
    const items = cartFor(slot, 1);
    items[0]!.slots[0]!.meta = { name_1: 'Lakshmi', gender_1: gender };
    return call(devotee, 'POST', '/api/order/create', orderBody(slot, { centerId: CENTER, items }));
  };

  it('refuses an option given as its translation: the stored answer is the English one', async () => {
    const res = await book('பெண்');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/gender_1/);
  });

  it('stores the English option, and My Rituals carries the variant names to show it in Tamil', async () => {
    const res = await book('Female');
    expect(res.statusCode).toBe(200);
    const { paymentId } = res.json().payload;
    orderId = res.json().payload.orders[0].id;
    await markPaid(t.pool, paymentId);
    const { rows } = await t.pool.query<{ meta: Record<string, unknown>; variants: { name: string }[] }>(
      'SELECT meta, variants FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]!.meta.gender_1).toBe('Female');
    expect(rows[0]!.variants.map((v) => v.name)).toEqual(['Single']);

    const upcoming = await call(
      devotee,
      'GET',
      `/api/order/listUpcoming?ssoId=${DEMO.devotee.id}&center=${CENTER}&limit=50&offset=0`,
    );
    expect(upcoming.statusCode).toBe(200);
    const order = (
      upcoming.json().payload as {
        id: string;
        meta: Record<string, string>;
        productInfo: { variantTexts?: Record<string, never> };
      }[]
    ).find((o) => o.id === orderId)!;
    expect(order.meta.gender_1).toBe('Female');
    expect(order.productInfo.variantTexts).toMatchObject({ Single: { ta: { name: 'ஒருவர்' } } });
    expect(variantNameFrom(order.productInfo.variantTexts, 'Single', 'ta')).toBe('ஒருவர்');
    expect(optionLabelIn(GENDER, order.meta.gender_1!, 'ta')).toBe('பெண்');
  });

  it("the reminder mail names the variant in the devotee's language", async () => {
    await sendDueReminders(
      { pool: t.pool, config: t.config },
      { warn: () => {} },
      {
        now: new Date(new Date(slot.startTime).getTime() - 23.9 * HOUR),
      },
    );
    const { rows } = await t.pool.query<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE kind = 'ritual-reminder' AND order_id = $1",
      [orderId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toContain('ஒருவர் X 1');
    expect(rows[0]!.text).not.toContain('Single');
  });
});

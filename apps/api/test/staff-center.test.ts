// Centre settings (issue 13, Deliver 2; centre.edit): a centre admin reads and sets their centre's contact, treasurer
// e-mail, gateway URLs, time zone, date format and switches; the devotee centre list shows it at once; bad input is
// 400 with a message; another centre's admin and other roles are refused; the change is audited with before and
// after. Every role's access is also tried in staff-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_CENTER } from '../src/seed/data/users';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const HOME = DEMO_STAFF_CENTER;
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '600000' } });
  for (const u of DEMO_STAFF) tokens[u.role] = await t.tokenFor(u.id, u.email);
  tokens.devotee = await t.tokenFor(DEMO.devotee.id, DEMO.devotee.email);
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });

const settings = (over: Record<string, unknown> = {}) => ({
  center: HOME,
  contact: {
    address: '410 Lotus Lane, McMinnville, TN',
    email: 'office@example.org',
    phone: '+1 931-555-0100',
  },
  treasurerEmail: 'treasurer@example.org',
  timezone: 'America/Chicago',
  dateFormat: 'MM/dd/yyyy',
  gpmsRequestURL: 'https://gateway.example.org/pay',
  gpmsSubscriptionRequestURL: 'https://gateway.example.org/subscribe',
  refundOnCancel: true,
  showSubscriptions: false,
  theme: 'dark',
  ...over,
});

const devoteeCenter = async () =>
  ((await t.app.inject({ url: '/api/centers/list' })).json().payload as { id: string }[]).find(
    (c) => c.id === HOME,
  ) as Record<string, unknown>;

describe('/staff/centre', () => {
  it("reads the admin's centre and sets its settings, shown to devotees at once and audited", async () => {
    const read = await call('CENTER_ADMIN', 'GET', `/api/staff/centre?center=${HOME}`);
    expect(read.statusCode).toBe(200);
    const before = read.json().payload.center;
    expect(before.id).toBe(HOME);
    expect((await devoteeCenter()).meta).toMatchObject({ theme: 'light' });

    const res = await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings());
    expect(res.statusCode).toBe(200);
    const after = res.json().payload.center;
    expect(after).toMatchObject({
      treasurerEmail: 'treasurer@example.org',
      contact: { email: 'office@example.org' },
      meta: { theme: 'dark', refundOnCancel: true, showSubscriptions: false, timezone: 'America/Chicago' },
    });
    // Meta keys the form does not hold are kept.
    expect(after.meta.countryCode).toBe(before.meta.countryCode);
    expect(after.meta.infoSitePath).toBe(before.meta.infoSitePath);
    expect((await devoteeCenter()).meta).toMatchObject({ theme: 'dark', refundOnCancel: true });

    const { rows } = await t.pool.query(
      "SELECT actor_id, action, data FROM audit_log WHERE entity = 'centre' AND entity_id = $1",
      [HOME],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: DEMO_STAFF.find((u) => u.role === 'CENTER_ADMIN')!.id,
      action: 'centre.update',
      data: { before: { meta: { theme: 'light' } }, after: { meta: { theme: 'dark' } } },
    });
  });

  it('answers bad input with 400 and a message, changing nothing', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ timezone: 'Mars/Olympus' }, /Time zone: enter a zone/],
      [{ dateFormat: 'yyyy.MM' }, /Choose a date format/],
      [{ treasurerEmail: 'not-an-address' }, /Treasurer e-mail: enter a valid e-mail/],
      [{ gpmsRequestURL: 'javascript:alert(1)' }, /Payment gateway URL: enter an http\(s\) address/],
      [{ theme: 'purple' }, /Choose light or dark/],
      [{ reminderHours: -1 }, /Reminder: whole hours from 0/],
      [{ reminderHours: 2.5 }, /Reminder: whole hours from 0/],
      [{ reminderHours: 337 }, /Reminder: whole hours from 0/],
    ];
    for (const [over, message] of bad) {
      const res = await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings(over));
      expect({ over, status: res.statusCode }).toEqual({ over, status: 400 });
      expect(res.json().message).toMatch(message);
    }
    expect((await devoteeCenter()).meta).toMatchObject({ timezone: 'America/Chicago', theme: 'dark' });
  });

  it('sets the hours of the reminder before a ritual (24 unless set; 0 = none; kept when not sent)', async () => {
    expect((await devoteeCenter()).meta).toMatchObject({ reminderHours: 24 });
    const res = await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings({ reminderHours: 0 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.center.meta).toMatchObject({ reminderHours: 0 });
    expect((await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings())).statusCode).toBe(200);
    expect((await devoteeCenter()).meta).toMatchObject({ reminderHours: 0 });
    await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings({ reminderHours: 48 }));
    expect((await devoteeCenter()).meta).toMatchObject({ reminderHours: 48 });
  });

  it('turns on the pre-debit notices as a courtesy at a US centre (kept when not sent; a boolean only)', async () => {
    expect((await devoteeCenter()).meta).toMatchObject({ preDebitNotices: false });
    const on = await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings({ preDebitNotices: true }));
    expect(on.statusCode).toBe(200);
    expect(on.json().payload.center.meta).toMatchObject({ preDebitNotices: true });
    await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings());
    expect((await devoteeCenter()).meta).toMatchObject({ preDebitNotices: true });
    const bad = await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings({ preDebitNotices: 'yes' }));
    expect(bad.statusCode).toBe(400);
    await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings({ preDebitNotices: false }));
    expect((await devoteeCenter()).meta).toMatchObject({ preDebitNotices: false });
  });

  it('sets the description in English and in other languages; a language left empty shows English', async () => {
    const english = 'A Devi temple in the rolling hills of Middle Tennessee.';
    const tamil = 'மத்திய டென்னசியின் மலைகளில் ஒரு தேவி ஆலயம்.';
    const res = await call(
      'CENTER_ADMIN',
      'POST',
      '/api/staff/centre',
      settings({
        description: `  ${english} `,
        // A name is not kept (a centre is named the same in every language); an empty language is dropped.
        texts: { ta: { description: tamil, name: 'டென்னசி' }, hi: { description: '   ' } },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.center).toMatchObject({
      description: english,
      texts: { ta: { description: tamil } },
    });
    const shown = await devoteeCenter();
    expect(shown.description).toBe(english);
    expect(shown.texts).toEqual({ ta: { description: tamil } });
    const { rows } = await t.pool.query(
      "SELECT data FROM audit_log WHERE entity = 'centre' AND entity_id = $1 ORDER BY created_at DESC LIMIT 1",
      [HOME],
    );
    expect(rows[0].data.after).toMatchObject({ description: english, texts: { ta: { description: tamil } } });

    // Settings sent without the texts keep them; an empty English description is refused.
    expect((await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings())).statusCode).toBe(200);
    expect(await devoteeCenter()).toMatchObject({
      description: english,
      texts: { ta: { description: tamil } },
    });
    const empty = await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings({ description: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Description: enter the English text/);
    const long = await call(
      'CENTER_ADMIN',
      'POST',
      '/api/staff/centre',
      settings({ texts: { ta: { description: 'அ'.repeat(2001) } } }),
    );
    expect(long.statusCode).toBe(400);
    expect((await devoteeCenter()).texts).toEqual({ ta: { description: tamil } });

    // Clearing a language's text brings English back for it.
    await call('CENTER_ADMIN', 'POST', '/api/staff/centre', settings({ description: english, texts: {} }));
    expect((await devoteeCenter()).texts).toEqual({});
  });

  it("refuses another centre's settings and the other roles", async () => {
    expect((await call('CENTER_ADMIN', 'GET', '/api/staff/centre?center=in-coimbatore')).statusCode).toBe(
      403,
    );
    const other = await call(
      'CENTER_ADMIN',
      'POST',
      '/api/staff/centre',
      settings({ center: 'in-coimbatore' }),
    );
    expect(other.statusCode).toBe(403);
    for (const who of ['OFFICE_ACCOUNTS_MANAGER', 'ROLE_ADMINISTRATOR', 'devotee']) {
      const res = await call(who, 'POST', '/api/staff/centre', settings({ theme: 'light' }));
      expect({ who, status: res.statusCode }).toEqual({ who, status: 403 });
    }
    expect((await devoteeCenter()).meta).toMatchObject({ theme: 'dark' });
  });
});

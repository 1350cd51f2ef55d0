import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type P = {
  id: string;
  isAvailable: boolean;
  isAvailableForBackOffice: boolean;
  price: number;
  currency: string;
};

describe('GET /centers/list', () => {
  it('lists the demo centres with contact, currency and meta defaults filled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/centers/list' });
    const centers = res.json().payload as {
      id: string;
      currency: string;
      meta: { timezone: string; dateFormat: string };
    }[];
    expect(centers.length).toBeGreaterThanOrEqual(6);
    const byId = Object.fromEntries(centers.map((c) => [c.id, c]));
    expect(byId['in-coimbatore']).toMatchObject({
      currency: 'INR',
      meta: { timezone: 'Asia/Kolkata', dateFormat: 'dd-MM-yyyy' },
    });
    expect(byId['us-tennessee']).toMatchObject({
      currency: 'USD',
      meta: { timezone: 'America/Chicago', dateFormat: 'MM/dd/yyyy' },
    });
    expect(byId['np-kathmandu']).toMatchObject({ currency: 'NPR', meta: { timezone: 'Asia/Kathmandu' } });
  });
});

describe('GET /products/list', () => {
  const list = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/products/list?${query}`, headers });

  it('lists only available rituals to a devotee, priced from the database in the centre currency', async () => {
    const res = await list('centerId=in-coimbatore');
    const rituals = res.json().payload as P[];
    expect(rituals.length).toBeGreaterThan(5);
    expect(rituals.every((r) => r.isAvailable && r.currency === 'INR' && Number.isInteger(r.price))).toBe(
      true,
    );
  });

  it('adds back-office-only rituals for an office volunteer of that centre, not for staff or devotees with the header', async () => {
    const devoteeView = (await list('centerId=in-coimbatore')).json().payload as P[];
    const volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
    const volunteerView = (
      await list('centerId=in-coimbatore&backOffice=true', { authorization: `Bearer ${volunteer}` })
    ).json().payload as P[];
    const backOfficeOnly = volunteerView.filter((r) => !r.isAvailable);
    expect(backOfficeOnly.length).toBeGreaterThan(0);
    expect(backOfficeOnly.every((r) => r.isAvailableForBackOffice)).toBe(true);
    expect(volunteerView.length).toBe(devoteeView.length + backOfficeOnly.length);

    for (const who of [DEMO.staff, DEMO.devotee]) {
      const token = await t.tokenFor(who.id, who.email);
      const view = (
        await list('centerId=in-coimbatore&backOffice=true', {
          authorization: `Bearer ${token}`,
          'x-back-office': 'true',
        })
      ).json().payload as P[];
      expect(view.map((r) => r.id).sort()).toEqual(devoteeView.map((r) => r.id).sort());
    }
  });

  it('never lists a ritual that is unavailable to everyone', async () => {
    const unavailable = await t.pool.query(
      "SELECT id FROM products WHERE center_id = 'in-coimbatore' AND NOT is_available AND NOT is_available_for_back_office",
    );
    const volunteer = await t.tokenFor(DEMO.volunteer.id, DEMO.volunteer.email);
    const view = (
      await list('centerId=in-coimbatore&backOffice=true', { authorization: `Bearer ${volunteer}` })
    ).json().payload as P[];
    for (const row of unavailable.rows) expect(view.map((r) => r.id)).not.toContain(row.id);
  });

  it('answers an unknown centre with 404 and an empty centre with an empty list', async () => {
    const unknown = await list('centerId=atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Center not found: atlantis' });
    expect((await list('centerId=in-chennai')).json()).toEqual({ payload: [] });
  });

  it('refuses an invalid token even on a public read when back-office rituals are asked for', async () => {
    const res = await list('centerId=in-coimbatore&backOffice=true', { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
  });
});

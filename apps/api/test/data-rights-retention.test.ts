// Retention (issue 30, Deliver 3): delivered mails lose their bodies after RETENTION_MAIL_BODY_DAYS and analytics
// events their user after RETENTION_ANALYTICS_DAYS; younger rows and queued mails are left as they are.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyRetention } from '../src/services/jobs/apply-retention';
import { buildUser } from './factories/users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RETENTION_MAIL_BODY_DAYS: '30', RETENTION_ANALYTICS_DAYS: '60' } });
});
afterAll(() => t.close());

it('anonymises old delivered mails and old analytics links, and nothing younger', async () => {
  const u = await buildUser(t);
  const mail = async (status: string, sentDaysAgo: number | null) =>
    (
      await t.pool.query<{ id: string }>(
        `INSERT INTO mail_outbox (to_address, subject, html, text, kind, status, sent_at, attachments)
         VALUES ($1, 'Your booking', '<p>Dear Devotee</p>', 'Dear Devotee', 'confirmation', $2,
                 now() - make_interval(days => $3), '[{"filename":"ritual.ics"}]') RETURNING id`,
        [u.email, status, sentDaysAgo],
      )
    ).rows[0]!.id;
  const old = await mail('SENT', 31);
  const young = await mail('SENT', 29);
  const queued = await mail('QUEUED', null);
  const event = async (daysAgo: number) =>
    (
      await t.pool.query<{ id: string }>(
        `INSERT INTO analytics_events (name, user_id, properties, created_at)
         VALUES ('login', $1, '{}', now() - make_interval(days => $2)) RETURNING id`,
        [u.id, daysAgo],
      )
    ).rows[0]!.id;
  const oldEvent = await event(61);
  const youngEvent = await event(59);

  const done = await applyRetention(t.app.deps);
  expect(done.mails).toBeGreaterThanOrEqual(1);
  expect(done.analytics).toBeGreaterThanOrEqual(1);

  const mails = await t.pool.query<{ id: string; html: string; text: string; attachments: unknown[] }>(
    'SELECT id::text, html, text, attachments FROM mail_outbox WHERE id = ANY($1::bigint[])',
    [[old, young, queued]],
  );
  const byId = Object.fromEntries(mails.rows.map((r) => [r.id, r]));
  expect(byId[old]).toMatchObject({ html: '', text: '', attachments: [] });
  expect(byId[young]).toMatchObject({ html: '<p>Dear Devotee</p>', text: 'Dear Devotee' });
  expect(byId[queued]).toMatchObject({ text: 'Dear Devotee' });
  const events = await t.pool.query<{ id: string; user_id: string | null }>(
    'SELECT id::text, user_id FROM analytics_events WHERE id = ANY($1::bigint[])',
    [[oldEvent, youngEvent]],
  );
  expect(Object.fromEntries(events.rows.map((r) => [r.id, r.user_id]))).toEqual({
    [oldEvent]: null,
    [youngEvent]: u.id,
  });
  // A second round finds nothing more to do.
  expect(await applyRetention(t.app.deps)).toEqual({ analytics: 0, mails: 0 });
});

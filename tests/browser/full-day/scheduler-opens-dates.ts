// The scheduler's step of the full day (issue 13): on the back-office Schedule page, open a ritual for today and the
// next days with a capacity, and see the new slots listed by date with 0 booked of that capacity.
import { expect, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';

export interface OpenDatesOptions {
  /** The ritual as the Ritual list of the page names it. */
  ritualName: string;
  /** Places per slot. */
  capacity: number;
  /** Days from today, today included (1 opens today only). Default 3. */
  days?: number;
  /** Start time 'HH:mm' in the centre's zone. Default: a time later today, about an hour from now. */
  time?: string;
  /** The centre's time zone. Default America/Chicago (Sannidhi Tennessee). */
  timezone?: string;
}

export interface OpenedDates {
  /** The start time used, 'HH:mm'. */
  time: string;
  /** The dates opened, yyyy-mm-dd in the centre's zone, today first. */
  dates: string[];
}

const isoDate = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** 'HH:mm' about an hour from now in the zone, on a 5-minute step (23:59 at the latest). */
function laterToday(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  const minutes = Math.min((parts[0] ?? 0) * 60 + (parts[1] ?? 0) + 60, 23 * 60 + 55);
  const rounded = Math.ceil(minutes / 5) * 5;
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return h >= 24 ? '23:59' : `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** "14:35" → "02:35 PM", as the schedule shows times. */
const twelveHour = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** The page's heading of a date: "Tuesday 24 November 2026". */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * Signed in on the back office as a CENTER_ADMIN or RITUAL_SCHEDULER with the centre chosen: opens the Schedule from
 * the staff pages, picks the ritual, opens it every day from today for `days` days at `time` with `capacity` places,
 * and checks each date lists the new slot as "0 / capacity", open.
 */
export async function schedulerOpensDates(page: Page, opts: OpenDatesOptions): Promise<OpenedDates> {
  const timezone = opts.timezone ?? 'America/Chicago';
  const days = opts.days ?? 3;
  const time = opts.time ?? laterToday(timezone);
  const now = Date.now();
  const dates = Array.from({ length: days }, (_, i) => isoDate(new Date(now + i * 86_400_000), timezone));

  await page.goto(`${E2E.backOfficeOrigin}/staff`);
  await page.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ritual' }).selectOption({ label: opts.ritualName });
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  const form = page.getByRole('form', { name: `Open dates of ${opts.ritualName}` });
  await form.getByLabel('Repeats').selectOption({ label: 'On weekdays' });
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await form.getByRole('checkbox', { name: day }).check();
  }
  await form.getByLabel('Start times').fill(time);
  await form.getByLabel('Places per slot').fill(String(opts.capacity));
  await form.getByLabel('Days ahead').fill(String(days));
  await form.getByRole('button', { name: 'Open dates' }).click();
  // One slot a date, or two where devotees attend in person or online.
  await expect(page.getByText(/^\d+ slots? opened/)).toBeVisible();

  for (const date of dates) {
    const row = page
      .getByRole('region', { name: longDate(date), exact: true })
      .getByRole('row')
      .filter({ hasText: twelveHour(time) })
      .first();
    await expect(row).toContainText(`0 / ${opts.capacity}`);
    await expect(row).toContainText('Open');
  }
  return { time, dates };
}

// The Schedule on the back office: the demo ritual scheduler of Tennessee opens a seeded ritual for today (later
// today) and the next days with a capacity, sees the slots, and a devotee on the devotee site is then offered the new
// time on the last day opened. The page is axe-clean and fits a 360 px phone.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { schedulerOpensDates } from './full-day/scheduler-opens-dates';
import { expectNoSeriousAxeViolations } from './support/orders';
import { signIn } from './support/sign-in';

const CENTRE = 'us-tennessee';

test('a scheduler opens dates of a ritual and the devotee site offers the new slot', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo.ritual-scheduler@example.org', { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/BackOfficeUserNotAllowed`);

  // Karna Veda for Children is seeded on weekends at 10:00 and 12:00 only (bookings close 48 hours before).
  const { time, dates } = await schedulerOpensDates(page, {
    ritualName: 'Karna Veda for Children',
    capacity: 7,
    days: 5,
  });
  await expectNoSeriousAxeViolations(page);
  // The same page on a 360 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The devotee, in a browser of their own, is offered the new time on the last day opened.
  const devotee = await browser.newPage();
  await signIn(devotee, 'devotee@example.org', { origin: E2E.appOrigin, path: '/bobr' });
  await devotee.goto(`${E2E.appOrigin}/api/health`);
  await devotee.evaluate(async (centerId) => {
    const centers = (await (await fetch('/api/centers/list')).json()).payload as { id: string }[];
    const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}');
    Object.assign(session, {
      centers,
      currentCenter: centers.find((c) => c.id === centerId) ?? null,
      cart: [],
    });
    localStorage.setItem('sannidhi.session', JSON.stringify(session));
  }, CENTRE);
  await devotee.goto(`${E2E.appOrigin}/rituals/book-ritual/${CENTRE}-child-karna-veda`);
  await expect(devotee.getByRole('heading', { level: 1, name: 'Karna Veda for Children' })).toBeVisible({
    timeout: 30_000,
  });
  const last = dates[dates.length - 1]!;
  const calendar = devotee.getByTestId('calendar-section');
  const day = calendar.locator(`[data-day="${last}"]`);
  if ((await day.count()) === 0) await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(day).toBeEnabled();
  await day.click();
  const [h = 0, m = 0] = time.split(':').map(Number);
  const label = `${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  await expect(calendar.getByTestId('time-choice').filter({ hasText: label })).toContainText('7');
  await devotee.close();
});

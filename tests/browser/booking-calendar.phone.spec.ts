// "Add to calendar" in My Rituals and the reminder setting of the staff centre page, on a 360 px phone and on
// desktop, by keyboard: the .ics downloads as the devotee's own file, the Google Calendar link carries the booking.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart } from './support/cart-fixtures';
import { cardWith, expectNoSeriousAxeViolations, openAccount } from './support/orders';
import { staffHomeAt } from './support/refunds';

// Sign-in, the cart fixture and the staff way in take most of a busy machine's minute.
test.describe.configure({ timeout: 180_000 });

test('a devotee adds an upcoming booking to a calendar: the .ics file or Google Calendar', async ({
  page,
}, info) => {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'us-tennessee',
    cart: [],
  });
  await openAccount(page);
  const booking = await cardWith(page, 'Upcoming', 'Add to calendar');
  const summary = booking.getByText('Add to calendar', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const google = booking.getByRole('link', { name: 'Google Calendar' });
  await expect(google).toBeVisible();
  const href = new URL((await google.getAttribute('href'))!);
  expect(href.hostname).toBe('calendar.google.com');
  expect(href.searchParams.get('ctz')).toBe('America/Chicago');
  expect(href.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({
    path: info.outputPath(`add-to-calendar-${info.project.name}.png`),
    fullPage: false,
  });
  // The card fits the phone's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const file = booking.getByRole('button', { name: 'Calendar file (.ics)' });
  await file.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^ritual-[0-9A-Z]+\.ics$/);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('METHOD:PUBLISH');
  expect(ics).toMatch(/UID:booking-[0-9a-z-]+@sannidhi/);
});

test('a centre admin sets the hours of the reminder before a ritual', async ({ page }, info) => {
  await staffHomeAt(page, 'demo.center-admin@example.org');
  await page.goto(`${E2E.backOfficeOrigin}/staff/centre`);
  const form = page.getByRole('form', { name: 'Center settings' });
  await expect(form).toBeVisible();
  const hours = form.getByLabel(/^Reminder before a ritual \(hours\)/);
  await expect(hours).toHaveValue('24');
  await hours.fill('400');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Reminder: whole hours from 0 (no reminders) to 336')).toBeVisible();
  await hours.fill('24');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings of Sannidhi Tennessee are saved')).toBeVisible();
  await hours.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`reminder-hours-${info.project.name}.png`) });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

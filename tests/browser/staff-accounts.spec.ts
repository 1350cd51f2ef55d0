// The accountant closes the day: a devotee books and pays on the gateway at Sannidhi Tennessee; the accounts manager
// opens that day's collections, finds the payment, exports the day as CSV and closes the day with zero mismatches
// against the sandbox gateway's status API.
import { expect, test } from '@playwright/test';
import { accountantClosesDay } from './full-day/accountant-closes-day';
import { paidBooking, TENNESSEE_SINGLE } from './support/orders';

/** Today in the centre's zone, yyyy-mm-dd. */
const tennesseeToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('the accounts manager closes the day with zero mismatches', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const ref = await paidBooking(page, TENNESSEE_SINGLE(27));

  const accountant = await (await browser.newContext()).newPage();
  await accountantClosesDay(accountant, { date: tennesseeToday() });
  // The paid booking is among the day's payments (newest first); the CSV export streams with its progress.
  await expect(accountant.getByRole('table', { name: 'Payments' })).toContainText(ref);
  const download = accountant.waitForEvent('download');
  await accountant.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`collections-us-tennessee-${tennesseeToday()}.csv`);
  await expect(accountant.getByRole('region', { name: 'Export CSV' }).getByRole('status')).toContainText(
    /(\d+) of \1 rows/,
  );
});

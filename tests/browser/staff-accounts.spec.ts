// The accountant closes the day: a devotee books and pays on the gateway at Sannidhi Tennessee; the accounts manager
// opens that day's collections, finds the payment, exports the day as CSV and closes the day with zero mismatches
// against the sandbox gateway's status API. The centre admin then finds the close in the centre's audit log.
import { expect, test } from '@playwright/test';
import { accountantClosesDay } from './full-day/accountant-closes-day';
import { E2E } from './e2e-env';
import { expectNoSeriousAxeViolations, paidBooking, TENNESSEE_SINGLE } from './support/orders';
import { signIn } from './support/sign-in';

/** Today in the centre's zone, yyyy-mm-dd. */
const tennesseeToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('the accounts manager closes the day with zero mismatches', async ({ page, browser }) => {
  test.setTimeout(240_000);
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

  // The centre admin reads the close in the audit log, filtered by its entity.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'demo.center-admin@example.org', { origin: E2E.backOfficeOrigin });
  await admin.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await admin.getByRole('link', { name: 'Staff pages' }).click();
  await admin.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await admin.getByLabel('Entity').selectOption('day_close');
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  const entry = admin
    .getByRole('table', { name: 'Audit entries' })
    .getByRole('row', { name: /accounts\.closeDay/ });
  await expect(entry).toContainText('demo.office-accounts-manager@example.org');
  await expect(entry).toContainText(`us-tennessee/${tennesseeToday()}`);
  await expectNoSeriousAxeViolations(admin);
});

// The Accounts page's Reconciliation section (issue "No payment is ever lost"): the demo accounts manager at Sannidhi
// Tennessee reads "Reconciliation: no discrepancies" on the demo data; with one place miscounted on a slot (a fault
// put in on purpose) the section names the ritual, the slot's local date and time and the two counts in plain
// words, and once the fault is taken out it reads no discrepancies again. At 1280 px and 360 px, with axe.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS_MANAGER } from './full-day/accountant-closes-day';
import { E2E } from './e2e-env';
import { miscountOnePlace } from './support/database';
import { expectNoSeriousAxeViolations, paidBooking, TENNESSEE_SINGLE } from './support/orders';
import { signIn } from './support/sign-in';

async function openAccounts(page: Page) {
  await signIn(page, ACCOUNTS_MANAGER, { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  await page.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
}

/** Passes axe and needs no sideways scrolling at 360 px and at 1280 px. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousAxeViolations(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    const section = page.getByRole('region', { name: 'Reconciliation' });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the accounts manager reads the reconciliation check in plain words', async ({ page }) => {
  test.setTimeout(240_000);
  await openAccounts(page);
  const section = page.getByRole('region', { name: 'Reconciliation' });
  await expect(section).toContainText('Reconciliation: no discrepancies');
  await checkAtBothWidths(page, 'no-discrepancies');

  const fault = await miscountOnePlace();
  try {
    await page.reload();
    await expect(section.getByRole('alert')).toContainText(/Reconciliation: \d+ discrepanc(y|ies)/);
    const finding = section.getByRole('listitem').filter({ hasText: fault.ritual });
    await expect(finding).toHaveText(
      new RegExp(
        `^${fault.ritual}, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} [AP]M CT: \\d+ places? counted as booked, but the bookings hold \\d+ places?$`,
      ),
    );
    // No status codes or machine timestamps.
    await expect(section).not.toContainText(/NOT_COMPLETED|ERROR|REFUNDED|\d{4}-\d{2}-\d{2}T/);
    await checkAtBothWidths(page, 'a-finding');
  } finally {
    await fault.undo();
  }
  await page.reload();
  await expect(section).toContainText('Reconciliation: no discrepancies');
});

test('the payments of the day read their status in words, never a code', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const ref = await paidBooking(page, TENNESSEE_SINGLE(27));
  const office = await (await browser.newContext()).newPage();
  await openAccounts(office);
  const payments = office.getByRole('table', { name: 'Payments' });
  const row = payments.getByRole('row').filter({ hasText: ref });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  const statusColumn = await payments
    .getByRole('columnheader')
    .evaluateAll((heads) => heads.findIndex((h) => h.textContent?.trim() === 'Status'));
  await expect(row.getByRole('cell').nth(statusColumn)).toHaveText('Completed');
  await expect(row).toContainText('$25.00');
  // No status codes anywhere on the table.
  await expect(payments).not.toContainText(/\b(COMPLETED|PENDING|REFUNDED|ERROR|INITIALIZED|EXPIRED)\b/);
  await expectNoSeriousAxeViolations(office);
});

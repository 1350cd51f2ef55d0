// The accountant's step of the full day: signed in as the demo accounts manager on the back office, they open the
// day's collections at Sannidhi Tennessee from the staff pages, see the gateway's money of the day, close the day and
// see that every gateway payment agrees with the gateway. A day closed already (closing twice is harmless) shows the
// same record of its close.
import { expect, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';
import { expectNoSeriousAxeViolations } from '../support/orders';
import { signIn } from '../support/sign-in';

export const ACCOUNTS_MANAGER = 'demo.office-accounts-manager@example.org';

/** A yyyy-mm-dd date as Tennessee's screens write it (its date format, MM/dd/yyyy). */
function centerDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** `date`: the local date (yyyy-mm-dd, America/Chicago), already over, whose collections are closed. */
export async function accountantClosesDay(page: Page, { date }: { date: string }) {
  await signIn(page, ACCOUNTS_MANAGER, { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  await page.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

  await page.getByLabel('Date').fill(date);
  const collections = page.getByRole('table', { name: 'Collections per channel' });
  const gateway = collections.getByRole('row', { name: /^Gateway/ });
  await expect(gateway).toBeVisible();
  // At least one gateway payment came in that day.
  await expect(gateway.getByRole('cell').first()).not.toHaveText('0');
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('Gateway');
  await expectNoSeriousAxeViolations(page);

  const close = page.getByRole('button', { name: 'Close the day' });
  if (await close.isVisible()) {
    // Closing cannot be undone: the page asks first.
    await close.click();
    await page
      .getByRole('dialog', { name: `Close ${centerDate(date)} at Sannidhi Tennessee?` })
      .getByRole('button', { name: 'Close the day for good' })
      .click();
  }
  const closed = page.getByRole('region', { name: 'Day close' }).getByRole('status');
  await expect(closed).toContainText('Closed by Demo Office Accounts Manager', { timeout: 60_000 });
  await expect(closed).toContainText(/\d+ gateway payments? checked against the gateway: no mismatches\./);
  await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
}

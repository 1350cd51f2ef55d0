// The devotee's data is the devotee's (issue 30): a new devotee books and pays, reads on the Dashboard that a paid
// booking still to come stops the deletion, downloads their data (JSON) and reads it on the readable page; once the
// ritual has taken place they delete their account; when the grace period has passed the erasure job erases it, and
// the office finds the booking in Accounts as "Erased devotee" with the day's totals unchanged. At 360 px (phone
// project) and on the desktop, with axe.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart } from './support/cart-fixtures';
import { accountIsGone, bookingTakesPlace, erasureFallsDue } from './support/database';
import { expectNoSeriousAxeViolations } from './support/orders';
import { signIn } from './support/sign-in';

const LAMPS = 'in-coimbatore-bhairavi-vilakku-seva';
const slow = { timeout: 30_000 };

/**
 * Signs up a new e-mail on the sandbox sign-in page with the keyboard: at 360 px its list of demo accounts lies over
 * the e-mail form's buttons, which a tap cannot reach (support/sign-in.ts signUp clicks them).
 */
async function signUpWithKeyboard(
  page: Page,
  person: { email: string; firstName: string; lastName: string },
) {
  await page.goto(E2E.appOrigin);
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`), slow);
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('E-mail address').press('Enter');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Country of residence').selectOption('IN');
  await page.getByLabel('Last name').press('Enter');
  await page.waitForURL((url) => url.origin === E2E.appOrigin && url.pathname !== '/login', slow);
}

async function openMyData(page: Page) {
  await page.goto(`${E2E.appOrigin}/account/profile`);
  await page.getByRole('tab', { name: 'My data' }).click();
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible(slow);
}

async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The Accounts page of Sannidhi Coimbatore for the centre admin: the total row and the booking's payment row. */
async function accountsOf(office: Page, reference: string) {
  await office.goto(`${E2E.backOfficeOrigin}/staff/accounts?center=in-coimbatore`);
  const total = office.getByRole('table', { name: 'Collections per channel' }).locator('tfoot tr');
  await expect(total).toBeVisible(slow);
  const row = office.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1, slow);
  return { total: (await total.textContent()) ?? '', row };
}

test('a devotee downloads their data and deletes their account; the office finds the booking anonymised', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `erase.me.${stamp}@example.org`;
  const street = `${stamp.slice(-6)} Erase Street`;
  await signUpWithKeyboard(page, { email, firstName: 'Savitri', lastName: 'Eraseme' });
  await signInWithCart(page, email, {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    alreadySignedIn: true,
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 2 }],
  });
  await page.getByRole('button', { name: 'Proceed to pay' }).click(slow);
  const form = page.locator('form.sn-billing__form');
  await form.getByLabel('Mobile number').fill('9876501234');
  await form.getByLabel('Address line 1').fill(street);
  await form.getByLabel('Pin code').fill('641002');
  await expect(form.getByLabel('City')).toHaveValue(/\S/, slow);
  await form.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: /^Pay / })
    .click(slow);
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/gateway`), slow);
  await page.getByRole('button', { name: 'Pay now' }).click(slow);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(slow);
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{10}$/);

  // The paid booking still to come stops the deletion, and says why.
  await openMyData(page);
  await expect(
    page.getByText('Your account cannot be deleted while a paid booking is still to come'),
  ).toBeVisible();
  await expect(page.locator('.sn-data-rights__bookings')).toContainText(reference);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  await expect(page.getByText(/To correct your data, or for any grievance/)).toBeVisible();
  // The privacy terms accepted with the billing details are on record, with their date.
  await expect(page.locator('.sn-data-rights__consents')).toContainText(
    /Privacy policy and terms and conditions: given on \d{2}-\d{2}-\d{4}/,
  );
  await noSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  // Download my data: a JSON file of everything held about them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(file.tables.users![0]).toMatchObject({ email, first_name: 'Savitri' });
  expect(JSON.stringify(file.tables.booking_persons)).toContain(street);
  expect(file.tables.orders!.map((o) => o.booking_id)).toContain(`SAN${reference}`);
  expect(file.tables.payments!.length).toBeGreaterThan(0);

  // The readable page of the same data.
  await page.getByRole('link', { name: 'View my data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible(slow);
  await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  await expect(page.locator('main')).toContainText(street);
  await noSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('my-data.png'), fullPage: false });

  // The office's accounts before: the payment is there with the devotee's e-mail.
  const office = await (await browser.newContext()).newPage();
  await signIn(office, 'admin@example.org', { origin: E2E.backOfficeOrigin });
  const before = await accountsOf(office, reference);
  await expect(before.row).toContainText(email);

  // The ritual takes place; now the account can be deleted.
  await bookingTakesPlace(reference);
  await openMyData(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Yes, delete my account' })).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(
    page.getByText(/Your account will be deleted on .+\. Signing in again before then cancels/),
  ).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Keep my account' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('deletion-requested.png'), fullPage: false });

  // The grace period passes; the erasure job erases the account.
  await erasureFallsDue(email);
  await expect.poll(() => accountIsGone(email), { timeout: 60_000 }).toBe(true);

  // The office finds the booking, anonymised, and the day's totals unchanged.
  const after = await accountsOf(office, reference);
  await expect(after.row).toContainText('Erased devotee');
  await expect(after.row).not.toContainText(email);
  expect(after.total).toBe(before.total);
  await expectNoSeriousAxeViolations(office);

  // The devotee's session has ended: their next request sends them to sign in.
  await page.goto(`${E2E.appOrigin}/account/profile`);
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login|/login`), slow);
});

// The devotee's data is the devotee's (issue 30): a new devotee books and pays, reads on the Dashboard that a paid
// booking still to come stops the deletion, downloads their data (JSON) and reads it on the readable page; once the
// ritual has taken place they delete their account; when the grace period has passed the erasure job erases it, and
// the office finds the booking in Accounts as "Erased devotee" with the day's totals unchanged. At 360 px (phone
// project) and on the desktop, with axe.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart, waitForMail } from './support/cart-fixtures';
import { accountIsGone, bookingTakesPlace, erasureFallsDue } from './support/database';
import { catalogue } from './support/languages';
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

/**
 * Opens a Dashboard tab. A tab that does not come within 30 s fails with the address and what the page says, so
 * that a run on a loaded machine tells why (a sign-out, an error screen, another language) rather than only waiting.
 */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  try {
    await expect(tab).toBeVisible(slow);
  } catch (error) {
    const says = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 800);
    throw new Error(`No tab "${name}" at ${page.url()}; the page says: ${says}`, { cause: error });
  }
  await tab.click();
}

async function openMyData(page: Page) {
  await page.goto(`${E2E.appOrigin}/account/profile`);
  await openTab(page, 'My data');
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
  // The newsletter is asked, unticked; ticked, it is on record with the text the form showed (issue 30).
  const newsletterBox = form.getByRole('checkbox', { name: "Send me the temple's newsletter" });
  await expect(newsletterBox).not.toBeChecked();
  await newsletterBox.check();
  const saving = page.waitForRequest((r) => r.url().endsWith('/api/bookingPerson') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await saving).postDataJSON()).toMatchObject({
    subscribedForNewsLetter: true,
    consentTexts: {
      language: 'en',
      'privacy-terms': 'I accept the privacy policy and the terms and conditions.',
      newsletter: "Send me the temple's newsletter",
    },
  });
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
  // The ritual's date and time, in its centre's zone (not "14-12-2026 -").
  await expect(page.locator('.sn-data-rights__bookings')).toContainText(
    /\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M/,
  );
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  await expect(page.getByText(/To correct your data, or for any grievance/)).toBeVisible();
  // The privacy terms accepted with the billing details are on record, with their date.
  await expect(page.locator('.sn-data-rights__consents')).toContainText(
    /Privacy policy and terms and conditions: given on \d{2}-\d{2}-\d{4}/,
  );
  const consents = page.locator('.sn-data-rights__consents');
  await expect(consents).toContainText(/Newsletter: given on \d{2}-\d{2}-\d{4}/);
  await expect(consents).toContainText("Send me the temple's newsletter");
  await consents.getByRole('button', { name: 'Withdraw newsletter consent' }).click();
  await expect(consents).toContainText(/Newsletter: withdrawn on \d{2}-\d{2}-\d{4}/);
  await expect(consents.getByRole('button', { name: 'Withdraw newsletter consent' })).toHaveCount(0);
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
  // Amounts read as money in the booking's currency, not in minor units (the download keeps them as stored).
  const paid = String(file.tables.payments![0]!.amount);
  const bookings = page.getByRole('region', { name: 'Bookings' });
  await expect(bookings.locator('dt:text-is("Total price") + dd').first()).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await expect(bookings.locator('dt:text-is("Variants") + dd').first()).toHaveText(/X \d+ · ₹[\d,]+\.\d{2}/);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.locator('dt:text-is("Amount") + dd').first()).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await expect(payments.locator('dt:text-is("Amount") + dd').first()).not.toHaveText(paid);
  // Statuses in words; the gateway's raw answer and the ids behind "Technical details".
  await expect(payments.locator('dt:text-is("Status") + dd').first()).toHaveText('Completed');
  await expect(payments.locator('dt:text-is("Raw resp")').first()).toBeHidden();
  await payments.getByText('Technical details').first().click();
  await expect(payments.locator('dt:text-is("Raw resp")').first()).toBeVisible();
  await expect(payments.locator('dt:text-is("Paid at") + dd').first()).toHaveText(
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M/,
  );
  // Each mail by its subject, date and recipient; its text behind "Show the mail" (the HTML part is not dumped).
  const mails = page.getByRole('region', { name: 'Mails sent to you' });
  const confirmation = mails.getByRole('article').filter({
    has: page.getByRole('heading', { name: /Your booking at .+ is confirmed/ }),
  });
  await expect(confirmation).toHaveCount(1, slow);
  await expect(confirmation.locator('dt:text-is("Sent to") + dd')).toHaveText(email);
  const body = confirmation.locator('.sn-data-rights__mail-body');
  await expect(body).toBeHidden();
  await expect(page.locator('main')).not.toContainText('<!doctype html>');
  await confirmation.getByText('Show the mail').click();
  await expect(body).toBeVisible();
  await expect(body).toContainText('Namaskaram Savitri');
  await payments.screenshot({ path: test.info().outputPath('my-data-payments.png') });
  await confirmation.screenshot({ path: test.info().outputPath('my-data-mail.png') });
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

test('signing in during the grace period cancels the deletion, and the devotee is told so in their language', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tr = catalogue('ta');
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `come.back.${stamp}@example.org`;
  await signUpWithKeyboard(page, { email, firstName: 'Meenakshi', lastName: 'Comeback' });
  // A new account of its own, in Tamil (its own stored language: no other test's account changes), at a centre.
  await page.goto(`${E2E.appOrigin}/?lang=ta`);
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click(slow);
  await expect(page).not.toHaveURL(new RegExp(`^${E2E.appOrigin}/?$`), slow);
  await page.goto(`${E2E.appOrigin}/account/profile`);
  await openTab(page, tr('My data'));
  await page.getByRole('button', { name: tr('Delete my account') }).click();
  const dialog = page.getByRole('dialog', { name: tr('Delete your account?') });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: tr('Yes, delete my account') }).click();
  await expect(page.getByRole('button', { name: tr('Keep my account') })).toBeVisible(slow);

  // Signed out, then in again a little later: the new sign-in cancels the request.
  await page.getByRole('link', { name: tr('Sign out now') }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/`), slow);
  await page.waitForTimeout(1100);
  await page.goto(E2E.appOrigin);
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`), slow);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('E-mail address').press('Enter');
  await page.waitForURL((url) => url.origin === E2E.appOrigin && url.pathname !== '/login', slow);
  const notice = tr('Welcome back. Your request to delete your account was cancelled because you signed in.');
  // Told at once, wherever the sign-in lands (here the choice of a centre: signing out forgot it)…
  await expect(page.getByText(notice).first()).toBeVisible(slow);
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click(slow);
  await expect(page).not.toHaveURL(new RegExp(`^${E2E.appOrigin}/?$`), slow);
  // …on the Dashboard until read…
  await page.goto(`${E2E.appOrigin}/account/profile`);
  const banner = page.locator('.sn-data-rights__notice');
  await expect(banner).toContainText(notice, slow);
  await noSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('deletion-cancelled.png'), fullPage: false });
  // …and by mail, in Tamil.
  await waitForMail(page, email, /மீண்டும் வருக\. நீங்கள் உள்நுழைந்ததால்/);
  await banner.getByRole('button', { name: tr('OK, understood') }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: tr('My data') })).toBeVisible(slow);
  await expect(page.locator('.sn-data-rights__notice')).toHaveCount(0);
  // The account stays: it can be asked to be deleted again.
  await page.getByRole('tab', { name: tr('My data') }).click();
  await expect(page.getByRole('button', { name: tr('Delete my account') })).toBeVisible(slow);
});

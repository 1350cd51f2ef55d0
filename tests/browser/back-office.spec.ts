import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart } from './support/cart-fixtures';
import { signIn } from './support/sign-in';

const LAMPS = 'in-coimbatore-bhairavi-vilakku-seva';

const VOLUNTEER = 'volunteer@example.org';
const TNC_TOAST = "This email hasn't accepted SSO TnC, so cannot proceed with this email.";

async function readSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as Record<string, unknown>,
  );
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A volunteer on the back-office origin chooses Coimbatore and is asked whom they book for. */
async function volunteerAtRegistration(page: Page) {
  await signIn(page, VOLUNTEER, { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/devoteeProfileDetails`);
  await expect(page.getByRole('heading', { name: 'Devotee Details' })).toBeVisible();
}

const lookupField = (page: Page) => page.getByLabel('Devotee E-Mail ID');
const step2 = (page: Page) => page.getByTestId('create-sso-account');

async function lookUp(page: Page, email: string) {
  await lookupField(page).fill(email);
  await page.getByRole('button', { name: 'Next' }).first().click();
}

function uniqueEmail() {
  return `new.devotee.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

test.describe('back office', () => {
  test('a volunteer registers a new devotee through Create SSO Account and books for them', async ({
    page,
  }) => {
    await volunteerAtRegistration(page);
    const session = await readSession(page);
    expect(session.hasUserPermissionToBookForOthers).toBe(true);
    await expect(page.getByText('Please enter devotee email')).toBeVisible();

    // Step 1 validates on every change.
    await lookupField(page).fill('not-an-email');
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await lookupField(page).fill('');
    await expect(page.getByText('This field is mandatory')).toBeVisible();
    await expect(step2(page)).toHaveCount(0);

    const email = uniqueEmail();
    const lastName = `Devi${Date.now() % 100000}`;
    await lookUp(page, email);
    await expect(step2(page).getByRole('heading', { name: 'Create SSO Account' })).toBeVisible();
    await expect(step2(page).getByText('Enter user details')).toBeVisible();
    await expect(step2(page).getByRole('heading', { name: 'Create SSO Account' })).toBeFocused();
    await expect(step2(page).getByLabel('SSO E-Mail ID')).toBeDisabled();
    await expect(step2(page).getByLabel('SSO E-Mail ID')).toHaveValue(email);
    const country = step2(page).getByLabel('Country of Residence');
    await expect(country).toHaveValue('');
    await expect(country.locator('option:checked')).toHaveText('Select Country');
    // Country of residence: Canada and the United States apart (only the dial-code picker merges them).
    await expect(country.locator('option', { hasText: 'USA and Canada' })).toHaveCount(0);
    await expect(country.locator('option', { hasText: /^Canada$/ })).toHaveCount(1);
    await expect(country.locator('option', { hasText: /^United States$/ })).toHaveCount(1);
    await expect(step2(page).getByLabel('First Name')).toHaveValue('');
    const next = step2(page).getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();

    await country.selectOption('CA');
    // The devotee's language for mails starts at the screen's (English) and lists each language in its own script.
    const language = step2(page).getByLabel('Language for mails');
    await expect(language).toHaveValue('en');
    await language.selectOption({ label: 'ಕನ್ನಡ' });
    await step2(page).getByLabel('First Name').fill('   ');
    await expect(step2(page).getByText('This field is mandatory')).toBeVisible();
    await step2(page).getByLabel('First Name').fill('Priya');
    await step2(page).getByLabel('Last Name').fill(lastName);
    const consent = step2(page).getByLabel(/has been notified that an SSO account will be created for them/);
    await consent.check();
    await consent.uncheck();
    await expect(step2(page).getByText('This field is mandatory')).toBeVisible();
    await expect(next).toBeDisabled();
    await consent.check();
    await expect(next).toBeEnabled();

    const created = page.waitForResponse((res) => res.url().endsWith('/api/sso/createProfile'));
    await next.click();
    const response = await created;
    expect(response.request().headers()['x-center-id']).toBe('in-coimbatore');
    expect(response.request().postDataJSON()).toMatchObject({ language: 'kn' });
    await expect(page.getByText('SSO profile created successfully')).toBeVisible();
    // Lands on /, which goes on to the current centre's rituals.
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/rituals`);
    const strip = page.getByTestId('volunteer-strip');
    await expect(strip).toContainText(`Booking for Priya ${lastName}`);
    await expect(strip).toContainText(email);
    const stored = (await readSession(page)).devoteeProfileDetails as Record<string, string>;
    expect(stored.email).toBe(email);
    expect(stored.ssoId).toBe(stored.profileId);
    expect(stored.countryOfResidence).toBe('CA');

    // The same e-mail is now a Sannidhi devotee: looking it up again finds them (branch a).
    await strip.getByRole('button', { name: 'CHANGE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Devotee details Change?' });
    await expect(
      dialog.getByText('The details for the current devotee will be lost. Do you want to continue?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/devoteeProfileDetails`);
    expect((await readSession(page)).devoteeProfileDetails).toBeNull();
    await lookUp(page, email);
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/rituals`);
    await expect(page.getByTestId('volunteer-strip')).toContainText(`Booking for Priya ${lastName}`);
    // Read back from the provider: Canada, as chosen.
    expect(
      ((await readSession(page)).devoteeProfileDetails as Record<string, string>).countryOfResidence,
    ).toBe('CA');
  });

  test('a volunteer looks up an SSO account that never used Sannidhi and books for it (anita)', async ({
    page,
  }) => {
    await volunteerAtRegistration(page);
    await lookUp(page, 'anita@example.org');
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/rituals`);
    const strip = page.getByTestId('volunteer-strip');
    await expect(strip).toContainText('Booking for Anita Sharma');
    await expect(strip).toContainText('anita@example.org');
    const stored = (await readSession(page)).devoteeProfileDetails as Record<string, string>;
    expect(stored).toMatchObject({ profileId: 'SSO-1005', ssoId: 'SSO-1005', countryOfResidence: 'US' });
  });

  test('issue 26: the volunteer saves the billing details of a devotee who never used Sannidhi, e-mail read-only', async ({
    page,
  }) => {
    await signInWithCart(page, VOLUNTEER, {
      origin: E2E.backOfficeOrigin,
      centerId: 'in-coimbatore',
      devotee: {
        profileId: 'SSO-1005',
        email: 'anita@example.org',
        firstName: 'Anita',
        lastName: 'Sharma',
        countryOfResidence: 'US',
      },
      cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 8 }],
    });
    await expect(page.getByRole('complementary', { name: 'Summary' })).toContainText(
      'Booking for Anita Sharma',
    );
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
    // The receipt e-mail is the devotee's to change: read-only, with the reason beside it.
    const email = page.getByLabel('E-mail');
    await expect(email).toHaveValue('anita@example.org');
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText('Receipts go to this e-mail. Only Anita Sharma can change it')).toBeVisible();
    await page.getByLabel('Mobile number').fill('6155550123');
    await page.getByLabel('Address line 1').fill('500 Church Street');
    await page.getByLabel('Pin code').fill('37201');
    await expect(page.getByLabel('City')).toHaveValue('Nashville', { timeout: 30_000 });
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Devotee not found')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Confirm the booking' })).toContainText(
      'Billed to Anita Sharma, anita@example.org, 6155550123',
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('an SSO account that has not accepted the terms cannot be used (pending.tnc)', async ({ page }) => {
    await volunteerAtRegistration(page);
    await lookUp(page, 'pending.tnc@example.org');
    await expect(page.getByText(TNC_TOAST)).toBeVisible();
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/devoteeProfileDetails`);
    await expect(step2(page)).toHaveCount(0);
    expect((await readSession(page)).devoteeProfileDetails).toBeNull();
  });

  test('a failed registration says so and resets the form to India with empty names and no consent', async ({
    page,
  }) => {
    await page.route('**/api/sso/createProfile', (route) =>
      route.fulfill({ status: 502, json: { message: 'The sign-in service is unavailable' } }),
    );
    await volunteerAtRegistration(page);
    const email = uniqueEmail();
    await lookUp(page, email);
    await step2(page).getByLabel('Country of Residence').selectOption('US');
    await step2(page).getByLabel('First Name').fill('Kavya');
    await step2(page).getByLabel('Last Name').fill('Rao');
    await step2(page)
      .getByLabel(/has been notified/)
      .check();
    await step2(page).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('SSO Registration failed')).toBeVisible();
    await expect(step2(page).getByLabel('Country of Residence')).toHaveValue('IN');
    await expect(step2(page).getByLabel('First Name')).toHaveValue('');
    await expect(step2(page).getByLabel('Last Name')).toHaveValue('');
    await expect(step2(page).getByLabel(/has been notified/)).not.toBeChecked();
    await expect(step2(page).getByLabel('SSO E-Mail ID')).toHaveValue(email);
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/devoteeProfileDetails`);
  });

  test('a staff member without the office volunteer role goes to the staff pages, not to a dead end', async ({
    page,
  }) => {
    // staff@example.org is a sevaka at every centre.
    await signIn(page, 'staff@example.org', { origin: E2E.backOfficeOrigin });
    await page.getByRole('button', { name: 'Sannidhi Bengaluru' }).click();
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "You don't have access to this center" })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Staff pages' })).toBeVisible();
  });

  test('a back-office user without any role is told they have no access', async ({ page }) => {
    await signIn(page, 'devotee@example.org', { origin: E2E.backOfficeOrigin });
    await page.getByRole('button', { name: 'Sannidhi Bengaluru' }).click();
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/BackOfficeUserNotAllowed`);
    await expect(page.getByRole('heading', { name: "You don't have access to this center" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(page.getByTestId('app-header').getByLabel('Centre')).toHaveValue('in-bengaluru');
    expect((await readSession(page)).hasUserPermissionToBookForOthers).toBe(false);
    // Other screens are closed to them.
    await page.goto(`${E2E.backOfficeOrigin}/rituals`);
    await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/BackOfficeUserNotAllowed`);
    await expectNoSeriousAxeViolations(page);
  });

  test('a devotee who opens /devoteeProfileDetails is sent to /', async ({ page }) => {
    await signIn(page, 'devotee@example.org', { path: '/devoteeProfileDetails' });
    await expect(page).toHaveURL(`${E2E.appOrigin}/`);
    await expect(page.getByRole('heading', { name: 'Devotee Details' })).toHaveCount(0);
  });

  test('the registration screen has no serious or critical axe violations', async ({ page }) => {
    await volunteerAtRegistration(page);
    await lookupField(page).fill('bad');
    await expectNoSeriousAxeViolations(page);
    await lookUp(page, uniqueEmail());
    await expect(step2(page)).toBeVisible();
    await step2(page).getByLabel('First Name').fill(' ');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('back office on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the registration screen fits and works', async ({ page }) => {
    await volunteerAtRegistration(page);
    await lookUp(page, uniqueEmail());
    await expect(step2(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Revealed and scrolled into view below the sticky header.
    await expect(step2(page).getByRole('heading', { name: 'Create SSO Account' })).toBeInViewport();
    const next = step2(page).getByRole('button', { name: 'Next' });
    const box = await next.boundingBox();
    expect(box?.width).toBeGreaterThan(280);
  });
});

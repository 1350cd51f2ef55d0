// The waiting list (issue 29, Deliver 3), walked on a phone: a devotee joins the waiting list of a full time on the
// booking page; another devotee cancels their booking of that time; the first receives the offer in the sandbox
// inbox, follows its link to the booking page with the time chosen and the places held for her, and books and pays
// for them. The api's own jobs make the offer and send the mail.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart, waitForMail } from './support/cart-fixtures';
import { fillSlotOf, fullSlotOf } from './support/database';
import { expectNoSeriousAxeViolations, paidBooking, TENNESSEE_SINGLE, US_ABHISHEKAM } from './support/orders';
import { cancelFromMyRituals, staffHomeAt } from './support/refunds';
import { signUp } from './support/sign-in';

test.describe.configure({ timeout: 240_000 });

/** The signed-in devotee's billing profile, saved as the cart's billing form would save it (setup). */
async function saveBillingProfile(
  page: Page,
  person: { email: string; firstName: string; lastName: string },
) {
  await page.goto(`${E2E.appOrigin}/robots.txt`);
  const status = await page.evaluate(async (p) => {
    const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as Record<string, unknown>;
    const res = await fetch('/api/bookingPerson', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${String(session.authToken)}` },
      body: JSON.stringify({
        ssoId: String(session.userId),
        firstName: p.firstName,
        lastName: p.lastName,
        phone: '9843012399',
        email: p.email,
        privacyTermsAccepted: true,
        billingAddress: {
          line1: '21, Venkatasamy Road West',
          city: 'Coimbatore',
          state: 'Tamil Nadu',
          pinCode: '641002',
          countryOfResidence: 'IN',
          nationality: 'IN',
        },
      }),
    });
    return `${res.status} ${await res.text()}`;
  }, person);
  expect(status).toMatch(/^200 /);
}

test('a devotee joins the waiting list, another cancels, the first books the held place from the offer mail', async ({
  page,
  browser,
}, info) => {
  // Lakshmi (the demo devotee) holds a booking of a time that is then full.
  const other = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const reference = await paidBooking(other, TENNESSEE_SINGLE(23));
  const slotId = await fillSlotOf(reference);

  // Gauri, a new devotee, joins that time's waiting list from the booking page.
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const gauri = { email: `waiting.${stamp}@example.org`, firstName: 'Gauri', lastName: 'Shankar' };
  // The sandbox's sign-up page is laid out for a desktop (its demo list covers the form at 360 px).
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, { ...gauri, country: 'IN' });
  await page.setViewportSize(phone);
  await saveBillingProfile(page, gauri);
  await signInWithCart(page, gauri.email, {
    origin: E2E.appOrigin,
    centerId: 'us-tennessee',
    alreadySignedIn: true,
    cart: [],
  });
  await page.goto(`${E2E.appOrigin}/rituals/book-ritual/${US_ABHISHEKAM}`);
  const join = page.getByTestId('waiting-list-join');
  await expect(join.getByRole('heading', { name: 'Join the waiting list' })).toBeVisible({ timeout: 30_000 });
  await join.getByLabel('Full time').selectOption(slotId);
  await join.getByLabel('Places wanted').fill('1');
  await join.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByText(/You are on the waiting list, number 1 in line/)).toBeVisible();
  await join.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('waiting-list-join.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // My Rituals shows her place in line.
  await page.goto(`${E2E.appOrigin}/account`);
  const entry = page.getByTestId('waiting-list-entry');
  await expect(entry).toContainText('Devi Abhishekam');
  await expect(entry).toContainText('Places wanted: 1 · number 1 in line');
  await expectNoSeriousAxeViolations(page);

  // Lakshmi cancels; the offer job holds the freed place for Gauri and mails her the link.
  await cancelFromMyRituals(other, reference);
  const link = await waitForMail(
    page,
    gauri.email,
    new RegExp(`${E2E.appOrigin}/rituals/book-ritual/${US_ABHISHEKAM}\\?offer=[0-9a-f-]{36}`),
    60_000,
  );

  // The link opens the booking page with the time chosen and the held place hers to book.
  await page.goto(link);
  await expect(page.getByTestId('waiting-offer-banner')).toContainText('are held for you until');
  await page.screenshot({ path: info.outputPath('waiting-list-offer.png') });
  await expectNoSeriousAxeViolations(page);
  await expect(page.getByRole('radio', { name: /1 place left$/ })).toBeChecked();
  await page.getByRole('button', { name: 'More Single' }).click();
  await page.getByLabel('Name of the devotee').fill('Gauri Shankar');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to your cart' })
    .getByRole('link', { name: 'Go to cart' })
    .click();
  const slow = { timeout: 30_000 };
  await page.getByRole('button', { name: 'Proceed to pay' }).click(slow);
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay $25.00' })
    .click(slow);
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/gateway`), slow);
  await page.getByRole('button', { name: 'Pay now' }).click(slow);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(slow);

  // Booked: the waiting-list entry is gone from My Rituals, the booking is in Upcoming.
  await page.goto(`${E2E.appOrigin}/account`);
  await expect(page.getByRole('heading', { name: 'My Rituals' })).toBeVisible();
  await expect(page.getByTestId('waiting-list-entry')).toHaveCount(0);
  await other.close();
});

test("a ritual scheduler sees a full slot's waiting list on the schedule page", async ({
  page,
  browser,
}, info) => {
  // Lakshmi's booking fills its time, and she waits for one more place on it (her own session's api call).
  const devotee = await browser.newPage();
  const reference = await paidBooking(devotee, TENNESSEE_SINGLE(27));
  const slot = await fullSlotOf(reference);
  const entryId = await devotee.evaluate(async (slotId) => {
    const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as Record<string, unknown>;
    const res = await fetch('/api/waiting-list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${String(session.authToken)}` },
      body: JSON.stringify({ slotId, places: 1 }),
    });
    return ((await res.json()) as { payload: { id: string } }).payload.id;
  }, slot.id);

  await staffHomeAt(page, 'demo.ritual-scheduler@example.org');
  await page.goto(
    `${E2E.backOfficeOrigin}/staff/schedule?center=us-tennessee&ritual=${US_ABHISHEKAM}&from=${slot.date}`,
  );
  const list = page.getByTestId('slot-waiting-list').first();
  await expect(list).toBeVisible({ timeout: 30_000 });
  await list.getByText(/^Waiting list \(\d+\)$/).click();
  await expect(list).toContainText('Lakshmi Narayanan · places wanted: 1');
  await expectNoSeriousAxeViolations(page);
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`staff-waiting-list-${info.project.name}.png`) });

  // She leaves again (the list is hers to leave).
  await devotee.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as Record<string, unknown>;
    await fetch(`/api/waiting-list/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${String(session.authToken)}` },
    });
  }, entryId);
  await devotee.close();
});

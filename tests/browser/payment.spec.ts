import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { authTokenOf, DEVOTEE, signInWithCart, waitForMail } from './support/cart-fixtures';
import { moveDeadlineToNow } from './support/database';
import { signIn } from './support/sign-in';

const LAMPS = 'in-coimbatore-bhairavi-vilakku-seva';
const US_ABHISHEKAM = 'us-tennessee-devi-abhishekam';
const GATEWAY = new RegExp(`^${E2E.sandboxOrigin}/gateway`);

const sessionCart = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as { cart?: unknown[] }).cart ?? [],
  );

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Devotee: cart → Proceed to pay → the charge → the sandbox gateway. */
async function payOnGateway(page: Page, skip: number) {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip }],
  });
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog.getByRole('list', { name: 'What will be charged' })).toContainText('Camphor arati × 1');
  await expect(dialog.getByTestId('checkout-total')).toHaveText('₹51.00');
  await dialog.getByRole('button', { name: 'Pay ₹51.00' }).click();
  // "Taking you to the payment page…" shows for the 300 ms before the form is posted: too short to assert reliably.
  await expect(page).toHaveURL(GATEWAY);
  await expect(page.getByTestId('amount')).toHaveText(/51\.00/);
}

test.describe('devotee pays through the gateway', () => {
  test('success shows the booking reference and empties the cart', async ({ page }) => {
    await payOnGateway(page, 0);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/gpmsResponse\?requestId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[0-9A-Z]{10}$/);
    await expect(page.getByText('coimbatore@sannidhi.example.org')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/account');
    // Header and footer are hidden on the result page.
    await expect(page.getByTestId('app-footer')).toHaveCount(0);
    expect(await sessionCart(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('failure shows Transaction Failed and keeps the cart', async ({ page }) => {
    await payOnGateway(page, 1);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Failed' })).toBeVisible();
    await expect(page.getByText('Reason:')).toBeVisible();
    expect(await sessionCart(page)).toHaveLength(1);
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
  });

  test('a payment left unpaid past its window: the return page names the expiry', async ({ page }) => {
    await payOnGateway(page, 8);
    const requestId = (await page.locator('dt:text-is("Reference") + dd code').textContent()) ?? '';
    expect(requestId).toMatch(/^[0-9A-Z]{10}$/);
    // The person leaves the gateway without paying and comes back to the return address.
    await page.goto(`/gpmsResponse?requestId=${requestId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Pending' })).toBeVisible();
    // Thirty minutes pass: only the payment's deadline is moved; the api's expiry job asks the gateway, finds the
    // payment unpaid and expires it, releasing its places.
    await moveDeadlineToNow(requestId);
    await expect
      .poll(
        async () => {
          await page.reload();
          // Read the page once it has its answer, not its "Processing" state while it asks the api.
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).not.toHaveText('Processing', { timeout: 15_000 });
          return heading.textContent();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe('Payment Not Completed');
    await expect(page.getByText('was not completed in time, so it has expired')).toBeVisible();
    await expect(page.getByText('Nothing was booked.')).toBeVisible();
    // The cart it was paying for is left alone, to book again from.
    expect(await sessionCart(page)).toHaveLength(1);
  });

  test('pending shows Transaction Pending and the 40-minute mail promise', async ({ page }) => {
    await payOnGateway(page, 2);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Pending' })).toBeVisible();
    await expect(page.getByText(/payment status mail will reach you within 40 minutes/)).toBeVisible();
    await expect(page.getByText(/a new payment attempt is allowed/)).toBeVisible();
    expect(await sessionCart(page)).toEqual([]);
  });
});

test('a centre with a support-ticket link speaks of the registration reference number', async ({ page }) => {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'us-tennessee',
    cart: [{ productId: US_ABHISHEKAM, slots: [{ Single: 1 }], meta: { name_1: 'Lakshmi' }, skip: 4 }],
  });
  await expect(page.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M CT$/);
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay $25.00' })
    .click();
  await expect(page).toHaveURL(GATEWAY);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  await expect(page.getByText('Your registration reference number is')).toBeVisible();
  await expect(page.getByRole('link', { name: /Raise a support ticket/ })).toHaveAttribute('href', /support/);
  await expect(page.getByText('A confirmation e-mail with your booking details is on its way.')).toHaveCount(
    0,
  );
  await expect(page.getByText('Team Sannidhi')).toHaveCount(0);
});

test('a forged gateway return for an unpaid payment is not a success', async ({ page }) => {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 3 }],
  });
  const token = await authTokenOf(page);
  const cart = await sessionCart(page);
  const created = await page.request.post(`${E2E.appOrigin}/api/order/create`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      idempotencyKey: `forged-${Date.now()}`,
      centerId: 'in-coimbatore',
      paymentChannel: 'GPMS',
      items: cart,
    },
  });
  expect(created.status()).toBe(200);
  const { requestId } = ((await created.json()) as { payload: { requestId: string } }).payload;

  await page.goto(
    `/gpmsResponse?requestId=${requestId}&transactionId=FAKE-1&status=COMPLETED&amount=51.00&currency=INR`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Pending' })).toBeVisible();
  await expect(page.getByText('Transaction Successful')).toHaveCount(0);
  // Nothing was paid: the cart stays.
  expect(await sessionCart(page)).toHaveLength(1);

  await page.goto('/gpmsResponse?requestId=NOSUCHREQ1&status=COMPLETED');
  await expect(page.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeVisible();
  await expect(page.getByText('support@sannidhi.example.org')).toBeVisible();
  // No centre phone ('-'): the sentence offers the e-mail only, not "or call -" (issue 26 walk).
  await expect(page.locator('p', { hasText: 'For any queries' })).toHaveText(
    'For any queries, write to support@sannidhi.example.org.',
  );
});

test('a slot that filled up meanwhile shows the message and keeps the cart', async ({ page, browser }) => {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [{ productId: LAMPS, slots: [{ 'Ghee lamp': 1 }], skip: 4 }],
  });
  const cart = (await sessionCart(page)) as Array<{
    slots: Array<{ variants: Array<{ quantity: number }> }>;
  }>;
  // Others take all 12 ghee lamps of that evening: an office volunteer at the counter (one devotee could hold at
  // most 10 unpaid places of a slot).
  const counter = await (await browser.newContext()).newPage();
  await signIn(counter, 'volunteer@example.org', { path: '/cart' });
  const counterToken = await authTokenOf(counter);
  for (let i = 0; i < 3; i += 1) {
    const items = JSON.parse(JSON.stringify(cart)) as typeof cart;
    items[0]!.slots[0]!.variants[0]!.quantity = 4;
    const res = await page.request.post(`${E2E.appOrigin}/api/order/create`, {
      headers: { Authorization: `Bearer ${counterToken}` },
      data: { idempotencyKey: `others-${Date.now()}-${i}`, centerId: 'in-coimbatore', items },
    });
    expect(res.status()).toBe(200);
  }
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog.getByRole('alert')).toContainText('sold out');
  await dialog.getByRole('button', { name: 'Back to cart' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  expect(await sessionCart(page)).toHaveLength(1);
});

test('a payer without a billing profile fills it in first', async ({ page }) => {
  // volunteer@example.org on the devotee origin is an ordinary devotee, with no billing profile yet.
  await signInWithCart(page, 'volunteer@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 5 }],
  });
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ravi');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter valid phone number')).toBeVisible();
  await expect(page.getByText('Please accept the privacy policy and terms to continue')).toBeVisible();
  await expect(page.getByText('This field is mandatory').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Mobile number').fill('+919876543210');
  await page.getByLabel('Address line 1').fill('12 Temple Street');
  await page.getByLabel('Pin code').fill('641002');
  await expect(page.getByLabel('City')).toHaveValue(/\S/);
  await expect(page.getByLabel('State')).toHaveValue(/\S/);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toContainText('Billed to Ravi Shankar, volunteer@example.org, 9876543210');
});

/** Office volunteer on the back-office origin, booking for the devotee. */
async function volunteerCart(
  page: Page,
  centerId: string,
  cart: Parameters<typeof signInWithCart>[2]['cart'],
) {
  await signInWithCart(page, 'volunteer@example.org', {
    origin: E2E.backOfficeOrigin,
    centerId,
    devotee: DEVOTEE,
    cart,
  });
  await expect(page.getByRole('complementary', { name: 'Summary' })).toContainText(
    'Booking for Lakshmi Narayanan',
  );
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  return page.getByRole('dialog', { name: 'Confirm the booking' });
}

test('a volunteer takes cash and prints the receipt', async ({ page }) => {
  const dialog = await volunteerCart(page, 'in-coimbatore', [
    { productId: LAMPS, slots: [{ 'Sesame-oil lamp': 2 }], skip: 6 },
  ]);
  await dialog.getByRole('radio', { name: /^Cash/ }).check();
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/payment\/result$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  await expect(page.getByTestId('transaction-id')).toHaveText(/^CASH-/);
  // The amount taken, in the centre's currency (issue 26 walk).
  await expect(page.getByTestId('amount-received')).toHaveText(/^₹\d[\d,]*\.\d\d$/);
  // Issue 26, symptom 15: the booking reference the devotee shows at check-in (display form, no "SAN").
  await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{10}$/);
  const reference = await page.getByTestId('booking-reference').textContent();
  await expect(page.getByRole('link', { name: 'Go To Home' })).toBeVisible();
  expect(await sessionCart(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // Record what would be printed instead of opening the printer.
  await page.evaluate(() => {
    const w = window as unknown as { __printed: string[] };
    w.__printed = [];
    const realOpen = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const popup = realOpen(...args);
      if (popup) popup.print = () => void w.__printed.push(popup.document.documentElement.outerHTML);
      return popup;
    };
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __printed: string[] }).__printed.length))
    .toBe(1);
  const receipt = await page.evaluate(
    () => (window as unknown as { __printed: string[] }).__printed[0] ?? '',
  );
  expect(receipt).toContain('Sannidhi Coimbatore');
  expect(receipt).toContain('80mm');
  expect(receipt).toMatch(/data-receipt="transaction">CASH-/);
  expect(receipt).toContain('data-receipt="customer">Lakshmi Narayanan<');
  expect(receipt).toContain(`data-receipt="reference">${reference}<`);
  expect(receipt).toContain('Bhairavi Vilakku Seva – Sesame-oil lamp');
  expect(receipt).toMatch(/data-receipt="total">₹302\.00</);
  expect(receipt).toMatch(/data-receipt="date">\d{2}-\d{2}-\d{4}</);
  expect(receipt).toContain('Thank you');

  await page.setViewportSize({ width: 360, height: 780 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('a payment link travels by e-mail and is paid logged out', async ({ page, browser }) => {
  const dialog = await volunteerCart(page, 'in-coimbatore', [
    { productId: LAMPS, slots: [{ 'Camphor arati': 2 }], skip: 7 },
  ]);
  await dialog.getByRole('radio', { name: /^Payment link/ }).check();
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Pending' })).toBeVisible();
  await expect(
    page.getByText('A payment link has been sent to the registered e-mail address.'),
  ).toBeVisible();
  await expect(page.getByText(/valid only for 3 hours/)).toBeVisible();

  const url = await waitForMail(
    page,
    'devotee@example.org',
    new RegExp(`${E2E.appOrigin}/payment/[0-9a-f-]{36}`),
  );
  const context = await browser.newContext();
  const devotee = await context.newPage();
  const visited: string[] = [];
  devotee.on('framenavigated', (frame) => {
    if (frame === devotee.mainFrame()) visited.push(frame.url());
  });
  await devotee.goto(url);
  await expect(devotee.getByRole('heading', { name: 'Namaskaram' })).toBeVisible();
  await expect(devotee).toHaveURL(GATEWAY);
  await expect(devotee.getByTestId('amount')).toHaveText(/102\.00/);
  await devotee.getByRole('button', { name: 'Pay now' }).click();
  // Paid by link while signed out: the result itself, never the sign-in page (issue 26, symptom 14).
  await expect(devotee).toHaveURL(/\/gpmsResponse\?requestId=/);
  await expect(devotee.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  await expect(devotee.getByText('We have received your payment of ₹102.00.')).toBeVisible();
  await expect(devotee.getByTestId('booking-reference')).toHaveText(/^[0-9A-Z]{10}$/);
  const paidReference = (await devotee.getByTestId('booking-reference').textContent()) ?? '';
  await expect(devotee.getByText('coimbatore@sannidhi.example.org')).toBeVisible();
  await expect(devotee.getByRole('link', { name: 'Sign in to see your bookings' })).toBeVisible();
  await expect(devotee.getByRole('link', { name: 'View My Orders' })).toHaveCount(0);
  expect(visited.filter((v) => /\/login|\/sso\//.test(v))).toEqual([]);
  expect(await seriousViolations(devotee)).toEqual([]);
  await devotee.setViewportSize({ width: 360, height: 780 });
  expect(
    await devotee.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // A used link says so.
  await devotee.goto(url);
  await expect(devotee.getByRole('heading', { name: 'Namaskaram' })).toBeVisible();
  await expect(devotee.getByRole('alert')).toHaveText('This payment link has already been used');
  // …and, as it was paid, says so with the booking reference instead of sending the payer for a new link.
  await expect(devotee.getByTestId('link-paid')).toContainText(
    'has been received and the booking is confirmed',
  );
  await expect(devotee.getByTestId('booking-reference')).toHaveText(paidReference);
  await expect(devotee.getByText('please contact the centre for a new payment link')).toHaveCount(0);
  await context.close();
});

test("a payment link paid on a relative's phone shows the result and keeps the relative's cart", async ({
  page,
  browser,
}) => {
  const linkPattern = new RegExp(`${E2E.appOrigin}/payment/[0-9a-f-]{36}`);
  const previous = await waitForMail(page, 'devotee@example.org', linkPattern, 1000).catch(() => '');
  const dialog = await volunteerCart(page, 'in-coimbatore', [
    { productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 8 },
  ]);
  await dialog.getByRole('radio', { name: /^Payment link/ }).check();
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Pending' })).toBeVisible();
  let url = '';
  await expect
    .poll(async () => (url = await waitForMail(page, 'devotee@example.org', linkPattern)), {
      timeout: 30_000,
    })
    .not.toBe(previous);

  // The relative is signed in on this phone, with a cart of their own.
  const context = await browser.newContext();
  const relative = await context.newPage();
  await signInWithCart(relative, 'anita@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 9 }],
  });
  const cartBefore = await sessionCart(relative);
  expect(cartBefore).toHaveLength(1);

  await relative.goto(url);
  await expect(relative).toHaveURL(GATEWAY);
  await expect(relative.getByTestId('amount')).toHaveText(/51\.00/);
  await relative.getByRole('button', { name: 'Pay now' }).click();
  await expect(relative).toHaveURL(/\/gpmsResponse\?requestId=/);
  await expect(relative.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  await expect(relative.getByText('We have received your payment of ₹51.00.')).toBeVisible();
  await expect(relative.getByTestId('booking-reference')).toHaveText(/^[0-9A-Z]{10}$/);
  await expect(relative.getByText('coimbatore@sannidhi.example.org')).toBeVisible();
  expect(await sessionCart(relative)).toEqual(cartBefore);
  await context.close();
});

test.describe('US card terminal', () => {
  const outcomes = [
    { button: 'Approve', quantity: 1, title: 'Transaction Successful', text: /Transaction ID:/ },
    {
      button: 'Decline',
      quantity: 2,
      title: 'Card Payment Failed',
      text: /Please try again or contact support\./,
    },
    { button: 'Cancel', quantity: 3, title: 'Payment Cancelled', text: /use another payment method/ },
  ] as const;
  for (const [i, outcome] of outcomes.entries()) {
    test(`${outcome.button} on the terminal shows ${outcome.title}`, async ({ page, context }) => {
      test.setTimeout(120_000); // a volunteer's cart, the reader and the result: three pages on a busy machine
      const dialog = await volunteerCart(page, 'us-tennessee', [
        {
          productId: US_ABHISHEKAM,
          slots: [{ Single: outcome.quantity }],
          // One participant per place (the server refuses a place without its participant).
          meta: Object.fromEntries(
            ['Lakshmi', 'Ravi', 'Meera'].slice(0, outcome.quantity).map((name, n) => [`name_${n + 1}`, name]),
          ),
          skip: i,
        },
      ]);
      await expect(dialog.getByRole('radio', { name: /^Card machine/ })).toHaveCount(0);
      await dialog.getByRole('radio', { name: /^US card terminal/ }).check();
      await dialog.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(page).toHaveURL(/\/card-payment\?paymentId=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Waiting for the card' })).toBeVisible();

      const amount = `$${(25 * outcome.quantity).toFixed(2)}`;
      // The reader (the sandbox's stand-in for the card machine) reloads itself every 2 s: on a busy machine a
      // pointer click, which waits for the button to be still, can miss that window every time, and a goto of ours
      // would be interrupted by its reload. So it is opened once and its button pressed at once, until the payment
      // leaves its list.
      const reader = await context.newPage();
      const waiting = reader.locator('.reader-item').filter({ hasText: amount });
      await reader.goto(`${E2E.sandboxOrigin}/terminal`);
      await expect(waiting).toHaveCount(1, { timeout: 15_000 });
      await expect(async () => {
        if ((await waiting.count()) > 0) {
          await waiting
            .getByRole('button', { name: outcome.button, exact: true })
            .dispatchEvent('click', undefined, { timeout: 3000 });
        }
        await expect(waiting).toHaveCount(0, { timeout: 2500 });
      }).toPass({ timeout: 30_000 });
      await reader.close();

      await expect(page.getByRole('heading', { level: 1, name: outcome.title })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText(outcome.text)).toBeVisible();
      expect(await sessionCart(page)).toEqual([]);
    });
  }
});

test('the payment link page names an unknown link', async ({ page }) => {
  await page.goto('/payment/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Namaskaram' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This payment link does not exist');
});

test('/payment/result without a payment says there is none', async ({ page }) => {
  await signIn(page, 'devotee@example.org', { path: '/payment/result' });
  await page.goto('/payment/result');
  await expect(page.getByRole('heading', { name: 'No payment to show' })).toBeVisible();
});

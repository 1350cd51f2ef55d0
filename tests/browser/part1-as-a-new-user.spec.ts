import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart } from './support/cart-fixtures';
import { signUp } from './support/sign-in';

// Issue 16 as a new user meets it: billing address that follows its country and pin, errors where the
// person is, the confirm dialog's billing details, focus and reach, no developer text.

const LAMPS = 'in-coimbatore-bhairavi-vilakku-seva';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A new devotee (no billing profile) with one lamp in the cart, on /cart. */
async function newDevoteeWithCart(page: Page, skip: number) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `new.devotee.${stamp}@example.org`;
  await signUp(page, { email, firstName: 'Gauri', lastName: 'Shankar', country: 'IN' });
  await signInWithCart(page, email, {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    alreadySignedIn: true,
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip }],
  });
  return email;
}

const billing = (page: Page) => page.locator('form.sn-billing__form');

/** The focused element is fully visible: not under the sticky header nor under the phone's tab bar. */
async function expectFocusedUncovered(page: Page) {
  // A busy machine may paint the browser's scroll to the focused control a moment after the key press: wait (a few
  // seconds at most) for the page to settle, then check where the control is.
  await expect
    .poll(async () => {
      const b = await focusedBox(page);
      return !b || b.inDialog || (b.bottom <= b.barTop + 0.5 && b.top >= b.headerBottom - 0.5);
    })
    .toBe(true)
    .catch(() => undefined);
  const box = await focusedBox(page);
  if (!box || box.inDialog) return;
  expect(box.bottom, `${box.name} is under the tab bar`).toBeLessThanOrEqual(box.barTop + 0.5);
  expect(box.top, `${box.name} is under the header`).toBeGreaterThanOrEqual(box.headerBottom - 0.5);
}

/** Where the focused element is, and where the sticky header and the phone's tab bar are. */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('.sn-tabbar');
    const barTop =
      bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : innerHeight;
    const header = document.querySelector('header');
    const headerBottom =
      header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
    // The dialog, the header and the tab bar themselves are never under anything.
    const inDialog = Boolean(el.closest('dialog, header, .sn-tabbar'));
    return { top: r.top, bottom: r.bottom, barTop, headerBottom, inDialog, name: el.outerHTML.slice(0, 80) };
  });
}

/**
 * Worst case for the next Tab: the page is scrolled so that the next control in tab order straddles the
 * top edge of the tab bar (without scroll padding the browser sees it as visible and leaves it there).
 */
async function placeNextControlAtTheBar(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector('.sn-tabbar');
    if (!bar || getComputedStyle(bar).display === 'none') return;
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (el) => el.getClientRects().length > 0 && !el.closest('header, .sn-tabbar, dialog'),
    );
    const active = document.activeElement;
    const next = all.find(
      (el) =>
        active && active !== el && active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (!next) return;
    const r = next.getBoundingClientRect();
    const barTop = bar.getBoundingClientRect().top;
    window.scrollBy({ top: r.top - (barTop - r.height / 2), behavior: 'instant' });
  });
}

async function tabThrough(page: Page, count: number, within?: Locator) {
  for (let i = 0; i < count; i += 1) {
    await placeNextControlAtTheBar(page);
    await page.keyboard.press('Tab');
    if (within && !(await within.evaluate((el) => el.contains(document.activeElement)))) break;
    await expectFocusedUncovered(page);
  }
}

for (const viewport of [
  { name: '360 px', width: 360, height: 780 },
  { name: '1280 px', width: 1280, height: 800 },
]) {
  test.describe(`billing and confirm at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the billing address follows its country and pin; errors on blur and on submit; the confirm dialog edits billing', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await newDevoteeWithCart(page, viewport.width === 360 ? 8 : 9);
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
      const form = billing(page);

      // A bad pin shows its message when left, while the other (untouched, empty) fields say nothing.
      await form.getByLabel('Pin code').fill('12');
      await form.getByLabel('Pin code').blur();
      await expect(form.getByText('Please enter a valid pin code')).toBeVisible();
      await expect(form.getByText('This field is mandatory')).toHaveCount(0);

      // A pin the look-up knows fills city and state; a new country clears pin, city and state.
      await form.getByLabel('Pin code').fill('641002');
      await expect(form.getByLabel('City')).toHaveValue(/\S/);
      await expect(form.getByLabel('State')).toHaveValue(/\S/);
      await form.getByLabel('Country', { exact: false }).first().selectOption('US');
      await expect(form.getByLabel('Pin code')).toHaveValue('');
      await expect(form.getByLabel('City')).toHaveValue('');
      await expect(form.getByLabel('State')).toHaveValue('');

      // A pin the look-up does not know leaves city and state empty and editable.
      await form.getByLabel('Country', { exact: false }).first().selectOption('IN');
      await form.getByLabel('Pin code').fill('641002');
      await expect(form.getByLabel('City')).toHaveValue(/\S/);
      await form.getByLabel('Pin code').fill('999999');
      await expect(
        form.getByText('This pin code was not found: please type the city and state.'),
      ).toBeVisible();
      await expect(form.getByLabel('City')).toHaveValue('');
      await expect(form.getByLabel('State')).toHaveValue('');
      await expect(form.getByLabel('City')).toBeEditable();

      // Submit: every message shows and the first invalid field has the focus.
      await form.getByLabel('First name').fill('');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(form.getByLabel('First name')).toBeFocused();
      await expect(form.getByLabel('Address line 1')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('Please accept the privacy policy and terms to continue')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      if (viewport.width === 360) {
        // Tabbing through the billing form never leaves the focus under the tab bar or the header.
        await form.getByLabel('First name').focus();
        await tabThrough(page, 16, form);
      }

      await form.getByLabel('First name').fill('Gauri');
      await form.getByLabel('Mobile number').fill('9876543210');
      await form.getByLabel('Address line 1').fill('12 Temple Street');
      await form.getByLabel('Pin code').fill('641002');
      await expect(form.getByLabel('City')).toHaveValue(/\S/);
      await form.getByRole('checkbox', { name: /privacy policy/ }).check();
      await page.getByRole('button', { name: 'Save and continue' }).click();

      const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByText(/Billed to Gauri Shankar, new\.devotee\.\d+@example\.org, 9876543210/),
      ).toBeVisible();
      await expect(dialog.locator('address')).toContainText('12 Temple Street');
      // The dialog opens at its top.
      expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Edit billing details: the form opens filled, and what is saved is what the dialog then shows.
      await dialog.getByRole('button', { name: 'Edit billing details' }).click();
      await expect(form.getByLabel('Address line 1')).toHaveValue('12 Temple Street');
      await form.getByLabel('Address line 1').fill('7 River Road');
      const saved = page.waitForRequest(
        (r) => r.url().endsWith('/api/bookingPerson') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save and continue' }).click();
      const body = (await saved).postDataJSON() as { billingAddress: { line1: string } };
      expect(body.billingAddress.line1).toBe('7 River Road');
      await expect(dialog.locator('address')).toContainText('7 River Road');

      // Closing the dialog gives the focus back to the cart: the next Tab reaches its controls.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Proceed to pay' })).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    });
  });
}

test('a pin the look-up does not know: the payer types city and state and goes on to pay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDevoteeWithCart(page, 10);
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
  const form = billing(page);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Address line 1').fill('4 Market Road');
  // A pin that does not fit the country (5 digits in India) is told so, not "not found" (issue 26 walk).
  const looked = page.waitForResponse(
    (r) => r.url().includes('/contactInfo/pincode') && r.url().includes('99999'),
  );
  await form.getByLabel('Pin code').fill('99999');
  await looked;
  await form.getByLabel('Pin code').blur();
  await expect(form.getByText('Looking up the pin code…')).toHaveCount(0);
  await expect(form.getByText('This pin code was not found: please type the city and state.')).toHaveCount(0);
  await form.getByLabel('Pin code').fill('999999');
  await expect(form.getByText('This pin code was not found: please type the city and state.')).toBeVisible();
  // The shared address fields: city and state are the person's to type, with the spec's labels and messages.
  await expect(form.getByLabel('City')).toBeEditable();
  await expect(form.getByLabel('State')).toBeEditable();
  await form.getByLabel('City').fill('Anaimalai');
  await form.getByLabel('State').fill('Tamil Nadu');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/bookingPerson') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const body = (await saved).postDataJSON() as { billingAddress: Record<string, string> };
  expect(body.billingAddress).toMatchObject({ pinCode: '999999', city: 'Anaimalai', state: 'Tamil Nadu' });
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('address')).toContainText('Anaimalai');
  await expect(dialog.getByRole('button', { name: /^Pay / })).toBeEnabled();
});

test('a long cart on a phone keeps the total and Proceed to pay in reach; removing the last item leaves the focus on the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [
      { productId: LAMPS, slots: [{ 'Ghee lamp': 1 }, { 'Sesame-oil lamp': 1 }, { 'Camphor arati': 1 }] },
      { productId: 'in-coimbatore-devi-abhishekam', slots: [{ Single: 1 }], meta: { name_1: 'Lakshmi' } },
    ],
  });
  const proceed = page.getByRole('button', { name: 'Proceed to pay' });
  await expect(proceed).toBeInViewport();
  await expect(page.getByTestId('cart-total')).toBeInViewport();
  // Tabbing through the cart: no control hides under the sticky summary or the tab bar.
  await page.getByRole('heading', { level: 1, name: 'Cart' }).click();
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const summary = document.querySelector('.sn-cart__summary');
      if (!el || !summary || summary.contains(el) || !el.closest('main')) return false;
      const r = el.getBoundingClientRect();
      return r.bottom > summary.getBoundingClientRect().top + 0.5;
    });
    expect(covered).toBe(false);
  }

  // Remove every item: the focus stays on the page, ending on "Browse rituals".
  await page.getByRole('button', { name: 'Remove Devi Abhishekam from the cart' }).click();
  await expect(page.getByRole('heading', { name: 'Bhairavi Vilakku Seva' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove Bhairavi Vilakku Seva from the cart' }).click();
  await expect(page.getByRole('link', { name: 'Browse rituals' })).toBeFocused();
});

/** The devotee's booking page of a ritual with a participant form, at 360 px. */
async function openBookingPageOnPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [],
  });
  await page.goto('/rituals/book-ritual/in-coimbatore-devi-abhishekam');
  await expect(page.getByTestId('calendar-section')).toBeVisible();
}

test('the booking page at 360 px: tabbing never hides the focus under the tab bar', async ({ page }) => {
  await openBookingPageOnPhone(page);
  await page.getByRole('heading', { level: 1 }).first().click();
  // Through the page's content (the calendar is one Tab stop now, so 40 presses can leave it for the skip link).
  await tabThrough(page, 40, page.locator('#main'));
});

test('at 360 px a field that just took the focus stays above the tab bar when a message appears above it', async ({
  page,
}) => {
  await openBookingPageOnPhone(page);
  // A text field placed just above the tab bar takes the focus; then a tall message appears above it, as a check of
  // the field just left would add one.
  const pushDown = (height: number) =>
    page.evaluate((px) => {
      const field = document.activeElement as HTMLElement;
      const note = document.createElement('p');
      note.style.height = `${px}px`;
      note.textContent = 'A message';
      field.parentElement!.before(note);
    }, height);
  const field = page.locator('#main textarea, #main input[type="text"]').first();
  await field.evaluate((el) => {
    const bar = document.querySelector('.sn-tabbar')!.getBoundingClientRect().top;
    window.scrollBy({ top: el.getBoundingClientRect().bottom - bar + 4, behavior: 'instant' });
    (el as HTMLElement).focus({ preventScroll: true });
  });
  await expectFocusedUncoveredAfter(page, () => pushDown(120));
  // A change long after the focus moved does not move the page: the reader may be looking elsewhere.
  const scrolled = await page.evaluate(() => scrollY);
  await page.waitForTimeout(1500);
  await pushDown(120);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
});

/** Runs `change` and checks, once the page has painted, that the focused element is not under the bars. */
async function expectFocusedUncoveredAfter(page: Page, change: () => Promise<void>) {
  await change();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expectFocusedUncovered(page);
}

test('the payment-link page with a malformed id shows no developer text', async ({ page }) => {
  await page.goto('/payment/not-a-payment-id');
  await expect(page.getByRole('heading', { name: 'Namaskaram' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This payment link is not valid');
  await expect(page.getByTestId('payment-link')).not.toContainText('paymentId');
  await expect(page.getByTestId('payment-link')).toContainText('contact the centre for a new payment link');
});

test('a devotee who opens the back-office "not allowed" page goes to the rituals', async ({ page }) => {
  // With a centre chosen (without one, the rituals page itself sends the devotee on to centre selection).
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [],
  });
  await page.goto('/BackOfficeUserNotAllowed');
  await expect(page).toHaveURL(`${E2E.appOrigin}/rituals`);
});

test('an old pending return address leaves a newer, unrelated cart alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 11 }],
  });
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/gateway`));
  await page.getByRole('button', { name: 'Leave pending' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Pending' })).toBeVisible();
  const pendingReturn = page.url();
  const cartLength = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as { cart?: unknown[] }).cart?.length,
    );
  expect(await cartLength()).toBe(0);

  // A new cart, then the old return address again: the new cart stays.
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    alreadySignedIn: true,
    cart: [{ productId: LAMPS, slots: [{ 'Ghee lamp': 1 }], skip: 12 }],
  });
  await page.goto(pendingReturn);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Pending' })).toBeVisible();
  expect(await cartLength()).toBe(1);
});

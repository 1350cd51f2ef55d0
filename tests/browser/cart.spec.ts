import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart } from './support/cart-fixtures';

const LAMPS = 'in-coimbatore-bhairavi-vilakku-seva';
const ABHISHEKAM = 'in-coimbatore-devi-abhishekam';

async function cartCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(E2E.appOrigin);
  return cookies.find((c) => c.name === 'sannidhiCartCount')?.value;
}

const badge = (page: Page) => page.getByTestId('cart-badge').first();

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('cart', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithCart(page, 'devotee@example.org', {
      origin: E2E.appOrigin,
      centerId: 'in-coimbatore',
      cart: [
        { productId: LAMPS, slots: [{ 'Ghee lamp': 2, 'Camphor arati': 1 }, { 'Sesame-oil lamp': 1 }] },
        {
          productId: ABHISHEKAM,
          slots: [{ Single: 1 }],
          meta: { name_1: 'Lakshmi', nakshatram_1: 'Rohini' },
        },
      ],
    });
  });

  test('lists items with dates, options, participants and the total; quantity stays within 1..max', async ({
    page,
  }) => {
    const items = page.getByTestId('cart-item');
    await expect(items).toHaveCount(2);
    await expect(items.first().getByRole('heading', { name: 'Bhairavi Vilakku Seva' })).toBeVisible();
    await expect(items.nth(1).getByRole('heading', { name: 'Devi Abhishekam' })).toBeVisible();
    // Dates in the centre's format and zone: dd-MM-yyyy, hh:mm AM/PM (18:30 IST).
    await expect(items.first().locator('time').first()).toHaveText(/^\d{2}-\d{2}-\d{4}, 06:30 PM$/);
    await expect(items.nth(1).getByText('Lakshmi · Rohini')).toBeVisible();
    // 2 × 251 + 1 × 51 + 1 × 151 + 1 × 1101 = 1805
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,805.00');
    await expect(badge(page)).toHaveText('3');
    expect(await cartCookie(page)).toBe('3');

    const ghee = items.first().getByRole('group', { name: 'Quantity of Ghee lamp' });
    const more = ghee.getByRole('button', { name: 'Increase quantity of Ghee lamp' });
    const less = ghee.getByRole('button', { name: 'Decrease quantity of Ghee lamp' });
    await more.click();
    await expect(ghee.locator('output')).toHaveText('3');
    await more.click();
    await expect(ghee.locator('output')).toHaveText('4');
    // The ghee lamp allows at most 4 per booking.
    await expect(more).toBeDisabled();
    await expect(page.getByTestId('cart-total')).toHaveText('₹2,307.00');
    for (let i = 0; i < 3; i += 1) await less.click();
    await expect(ghee.locator('output')).toHaveText('1');
    await expect(less).toBeDisabled();
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,554.00');
    // Quantities are not slots: the badge still counts 3.
    await expect(badge(page)).toHaveText('3');

    // The change is in the session: it survives a reload.
    await page.reload();
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,554.00');
  });

  test('removing a date and an item updates total, badge and cookie; an empty cart says so', async ({
    page,
  }) => {
    const lamps = page.getByTestId('cart-item').first();
    const secondDate = await lamps.locator('time').nth(1).textContent();
    await lamps.getByRole('button', { name: `Remove Bhairavi Vilakku Seva on ${secondDate}` }).click();
    await expect(lamps.getByTestId('cart-slot')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,654.00');
    await expect(badge(page)).toHaveText('2');
    await expect.poll(() => cartCookie(page)).toBe('2');

    await page.getByRole('button', { name: 'Remove Devi Abhishekam from the cart' }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText('₹553.00');
    await expect(badge(page)).toHaveText('1');

    await page.getByRole('button', { name: 'Remove Bhairavi Vilakku Seva from the cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect.poll(() => cartCookie(page)).toBe('0');
    await page.getByRole('link', { name: 'Browse rituals' }).click();
    await expect(page).toHaveURL(/\/rituals$/);
  });

  test('axe finds no serious violation on the cart and the checkout dialog', async ({ page }) => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('works at 360 px: nothing overflows, tab bar marks the cart', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(
      page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog.getByTestId('checkout-total')).toHaveText('₹1,805.00');
    const dialogOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(dialogOverflow).toBeLessThanOrEqual(0);
  });
});

test('UTMs of the landing address travel with the order', async ({ page }) => {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 3 }],
  });
  await page.goto('/cart?utm_source=newsletter&utm_campaign=navaratri&other=x');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/order/create') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: /^Pay / })
    .click();
  const body = (await sent).postDataJSON() as {
    idempotencyKey: string;
    paymentChannel: string;
    items: Array<{ meta: Record<string, unknown>; slots: Array<{ meta: Record<string, unknown> }> }>;
  };
  expect(body.paymentChannel).toBe('GPMS');
  expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.items[0]?.meta.utms).toEqual({ utm_source: 'newsletter', utm_campaign: 'navaratri' });
  expect(body.items[0]?.slots[0]?.meta.utms).toEqual({ utm_source: 'newsletter', utm_campaign: 'navaratri' });
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/gateway`));
});

// The SPA runs under the api's Content-Security-Policy (no inline script, no framing) on both origins: signing in
// through the sandbox, choosing a centre and booking into the cart raise no CSP violation.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signIn } from './support/sign-in';

/** Collects every CSP violation of the page: the DOM event (on every document it opens) and console reports. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('csp-violation ') || /Content Security Policy/i.test(text)) violations.push(text);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `csp-violation ${location.origin} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`,
      );
    });
  });
  return violations;
}

const badge = (page: Page) => page.getByTestId('app-header').getByTestId('cart-badge');

async function bookIntoCart(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(badge(page)).toHaveText('1');
}

test('the devotee site runs under the CSP: sign-in, centre, booking, cart', async ({ page }) => {
  const violations = watchViolations(page);
  const first = await page.request.get(E2E.appOrigin);
  const csp = first.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");

  await signIn(page, 'devotee@example.org');
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(/\/rituals$/);
  await expect(page.getByTestId('ritual-card').first()).toBeVisible();
  await page.goto(`${E2E.appOrigin}/rituals/book-ritual/in-coimbatore-navaratri-abhishekam-kutumbam`);
  await expect(page.getByRole('heading', { level: 1, name: 'Navaratri Abhishekam Kutumbam' })).toBeVisible();
  await page.getByTestId('date-strip').getByRole('radio').first().check();
  await page.getByRole('button', { name: 'More Family, up to 4 members' }).click();
  await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
  await bookIntoCart(page);
  expect(violations).toEqual([]);

  // Negative control: the watcher does see a violation — an inline script is refused on the same page.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toMatch(/script-src/);
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

test('the back office runs under the CSP: a volunteer books for a devotee into the cart', async ({
  page,
}) => {
  const violations = watchViolations(page);
  await signIn(page, 'volunteer@example.org', { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/devoteeProfileDetails`);
  await page.getByLabel('Devotee E-Mail ID').fill('devotee@example.org');
  await page.getByRole('button', { name: 'Next' }).first().click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/rituals`);
  await page.getByRole('link', { name: 'Register for Kesha Arpanam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kesha Arpanam' })).toBeVisible();
  await page
    .getByTestId('calendar-section')
    .getByRole('button', { name: /\d+ times? available$/ })
    .first()
    .click();
  await page
    .getByTestId('calendar-section')
    .getByRole('radio', { name: /(AM|PM).*left/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'More Per person' }).click();
  await bookIntoCart(page);
  expect(violations).toEqual([]);
});

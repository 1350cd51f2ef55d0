import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart } from './support/cart-fixtures';

// Issue 16: a session that expires keeps the person's work, for that person only; a background call never
// signs anyone out.

const LAMPS = 'in-coimbatore-bhairavi-vilakku-seva';

interface StoredSession {
  authToken?: string;
  userId?: string;
  cart?: Array<{ productId: string }>;
}

const readSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as StoredSession);

/** The stored token goes bad under the running app (as another tab's write would make it). */
async function rejectToken(page: Page) {
  await page.evaluate(() => {
    const key = 'sannidhi.session';
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    session.authToken = `${String(session.authToken)}broken`;
    localStorage.setItem(key, JSON.stringify(session));
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

async function chooseAccount(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`));
  await page.locator(`button[name="email"][value="${email}"]`).first().click();
}

test('a rejected token at Proceed to pay: signed out with an "expired" message, the cart back for the same person only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: 13 }],
  });

  await rejectToken(page);
  const logout = page.waitForRequest((r) => r.url().endsWith('/sso/logout') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await logout; // the provider's logout is posted
  await expect(page.getByRole('heading', { level: 1, name: 'Session expired' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your session has expired');
  await expect(page.getByText('Your cart has been kept')).toBeVisible();
  // The local session is cleared.
  const cleared = await readSession(page);
  expect(cleared.authToken ?? '').toBe('');
  expect(cleared.cart ?? []).toEqual([]);

  // The same person signs in again: back on the cart, with the same item.
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await chooseAccount(page, 'devotee@example.org');
  await expect(page).toHaveURL(`${E2E.appOrigin}/cart`);
  await expect(page.getByRole('heading', { name: 'Bhairavi Vilakku Seva' })).toBeVisible();
  expect((await readSession(page)).cart?.map((i) => i.productId)).toEqual([LAMPS]);

  // Expired again, and another account signs in on this device: none of the devotee's work.
  await rejectToken(page);
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Session expired' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await chooseAccount(page, 'anita@example.org');
  await page.waitForURL((url) => url.origin === E2E.appOrigin && url.pathname !== '/login');
  const other = await readSession(page);
  expect(other.userId).not.toBe('SSO-1001');
  expect(other.cart ?? []).toEqual([]);
});

test('a 401 on the analytics call after Add to cart signs no one out', async ({ page }) => {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [],
  });
  await page.goto('/rituals/book-ritual/in-coimbatore-pournami-abhishekam');
  await page
    .getByTestId('sparse-dates')
    .getByRole('radio', { name: /(AM|PM).*left/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'More Single' }).click();
  await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
  const token = (await readSession(page)).authToken;

  // The analytics call of Add to cart is answered 401, as the api answers an expired token.
  await page.route('**/api/analytics/events', (route) =>
    route.fulfill({ status: 401, json: { message: 'Your session has expired, please sign in again' } }),
  );
  const analytics = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect((await analytics).status()).toBe(401);
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await page.waitForTimeout(1000); // time for a sign-out, if one were coming
  await expect(page).toHaveURL(/\/rituals\/book-ritual\/in-coimbatore-pournami-abhishekam/);
  const session = await readSession(page);
  expect(session.authToken).toBe(token);
  expect(session.cart).toHaveLength(1);
});

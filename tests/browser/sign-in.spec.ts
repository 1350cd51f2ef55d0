import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signIn } from './support/sign-in';

const DEVOTEE = 'devotee@example.org';

async function readSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as Record<string, unknown>,
  );
}

test('a devotee signs in through the provider, lands on centre selection and chooses a centre', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.locator(`button[name="email"][value="${DEVOTEE}"]`).first().click();
  await page.waitForURL((url) => url.origin === E2E.appOrigin && url.pathname === '/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select a center to explore rituals and offerings' }),
  ).toBeVisible();

  const session = await readSession(page);
  expect(session.userId).toBe('SSO-1001');
  expect(session.userEmail).toBe(DEVOTEE);
  expect(session.authToken).toEqual(expect.any(String));
  // The names come from the basic profile, fetched on the way back.
  expect(session.firstName).toBe('Lakshmi');
  expect(session.lastName).toBe('Narayanan');

  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(/\/rituals$/);
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('a deep link to a login-required page opens that page after sign-in', async ({ page }) => {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  await signIn(page, DEVOTEE, { path: '/account' });
  // The first app address after the provider's callback is the deep link (the page itself may move on later,
  // e.g. to ask for a centre).
  const nextAfterCallback = () => {
    const callback = seen.findIndex(
      (url) => url.startsWith(`${E2E.appOrigin}/login?`) && new URL(url).searchParams.has('uid'),
    );
    const next =
      callback < 0
        ? undefined
        : seen
            .slice(callback + 1)
            .find((url) => url.startsWith(E2E.appOrigin) && new URL(url).pathname !== '/login');
    return next ? new URL(next).pathname : null;
  };
  await expect.poll(nextAfterCallback).toBe('/account');
});

test('logout clears the session and ends the provider session: the next visit asks for sign-in again', async ({
  page,
}) => {
  await signIn(page, DEVOTEE, { path: '/?centerFilters=in-chennai' });
  await expect(page).toHaveURL(/\/rituals$/);

  // While the provider session lives, it offers to continue as the same account. (Storage is cleared on a
  // screen that loads nothing, so that no late answer writes the session back.)
  await page.goto('/this-is-not-a-page');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`));
  await expect(page.getByRole('button', { name: `Continue as ${DEVOTEE}` })).toBeVisible();
  await page.getByRole('button', { name: `Continue as ${DEVOTEE}` }).click();
  await page.waitForURL((url) => url.origin === E2E.appOrigin && url.pathname !== '/login');
  await page.getByRole('button', { name: 'Sannidhi Chennai' }).click();
  await expect(page).toHaveURL(/\/rituals$/);

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  // The provider's logout sends the browser back to /login, which asks the provider again.
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue as/ })).toHaveCount(0);

  await page.goto(`${E2E.appOrigin}/rituals`);
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`));
  await expect(page.getByRole('button', { name: /Continue as/ })).toHaveCount(0);
  // Nothing of the signed-in session is left in the app's storage.
  await page.goto(`${E2E.appOrigin}/this-is-not-a-page`);
  const session = await readSession(page);
  expect(session.authToken ?? '').toBe('');
  expect(session.currentCenter ?? null).toBeNull();
});

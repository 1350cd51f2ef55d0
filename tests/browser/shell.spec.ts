import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { injectSession } from './support/session';

test('the SPA loads on the devotee origin and on the back-office origin', async ({ page }) => {
  for (const origin of [E2E.appOrigin, E2E.backOfficeOrigin]) {
    const res = await page.goto(`${origin}/`);
    expect(res?.status()).toBe(200);
    // The SPA ran: a logged-out visitor is sent through /login to the sign-in provider.
    await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`));
  }
});

test('a logged-out visit to /rituals lands on /login and goes on to the sign-in provider', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  await page.goto('/rituals');
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`));
  expect(seen.some((url) => new URL(url).pathname === '/login' && url.startsWith(E2E.appOrigin))).toBe(true);
});

test('an unknown route shows the fallback screen with Back of Home', async ({ page }) => {
  await injectSession(page, {
    authToken: 'x',
    userId: 'SSO-1001',
    userEmail: 'devotee@example.org',
    firstName: 'Lakshmi',
  });
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back of Home' })).toBeVisible();
});

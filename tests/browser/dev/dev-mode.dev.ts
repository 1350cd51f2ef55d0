import { expect, test, type Page } from '@playwright/test';
import { DEV } from './dev-env';

/** Opens the Vite-served origin, is sent to the sandbox sign-in page, picks the account and comes back. */
async function signInThroughDevServer(page: Page, origin: string, email: string) {
  await page.goto(origin);
  await expect(page).toHaveURL(new RegExp(`^${DEV.sandboxOrigin}/sso/login`));
  await page.locator(`button[name="email"][value="${email}"]`).first().click();
  await page.waitForURL((url) => url.origin === origin && url.pathname !== '/login', { timeout: 30_000 });
}

test('npm run dev: a devotee signs in on the devotee dev server, served by Vite with hot reload', async ({
  page,
}) => {
  await signInThroughDevServer(page, DEV.devoteeOrigin, 'devotee@example.org');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select a center to explore rituals and offerings' }),
  ).toBeVisible();
  // The page comes from Vite's dev server: its HMR client is loaded.
  await expect(page.locator('script[src="/@vite/client"]')).toHaveCount(1);
});

test('npm run dev: an office volunteer signs in on the back-office dev server', async ({ page }) => {
  await signInThroughDevServer(page, DEV.backOfficeOrigin, 'volunteer@example.org');
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(`${DEV.backOfficeOrigin}/devoteeProfileDetails`);
  await expect(page.getByRole('heading', { name: 'Devotee Details' })).toBeVisible();
});

import { expect, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';

/**
 * Signs in through the real sandbox sign-in page, as a person would: open a page of the app, get sent to the
 * provider, pick the account. Resolves once the browser is back on the app past /login.
 */
export async function signIn(page: Page, email: string, opts: { origin?: string; path?: string } = {}) {
  const origin = opts.origin ?? E2E.appOrigin;
  await page.goto(`${origin}${opts.path ?? '/'}`);
  // The SPA boots before it sends the browser on: allow for a busy machine.
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`), { timeout: 30_000 });
  await page.locator(`button[name="email"][value="${email}"]`).first().click();
  await page.waitForURL((url) => url.origin === origin && url.pathname !== '/login', { timeout: 30_000 });
}

/** Signs up a new e-mail on the sandbox sign-in page (first name, last name, country). */
export async function signUp(
  page: Page,
  person: { email: string; firstName: string; lastName: string; country?: string },
) {
  await page.goto(E2E.appOrigin);
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`));
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  if (person.country) await page.getByLabel('Country of residence').selectOption(person.country);
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await page.waitForURL((url) => url.origin === E2E.appOrigin && url.pathname !== '/login', {
    timeout: 15_000,
  });
}

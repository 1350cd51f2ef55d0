// The centre admin gathers the new ritual into a package with a URL tag (the devotee site's /eventRituals/{tag}) and
// sees it listed. The page must be signed in on the back-office origin as a centre admin with the centre chosen.
import { expect, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';

export async function adminAddsPackage(
  page: Page,
  pkg: { urlTag: string; name: string; ritualName: string },
): Promise<void> {
  await page.goto(`${E2E.backOfficeOrigin}/staff`);
  await page.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Packages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a package' }).click();
  const form = page.getByRole('form', { name: 'Add a package' });
  await form.getByRole('textbox', { name: /^URL tag/ }).fill(pkg.urlTag);
  await form.getByRole('textbox', { name: /^Package name/ }).fill(pkg.name);
  await form.getByRole('checkbox', { name: pkg.ritualName }).check();
  await form.getByRole('button', { name: 'Save package' }).click();
  await expect(
    page.getByText(`${pkg.name} is saved: devotees see it at /eventRituals/${pkg.urlTag}`),
  ).toBeVisible();
  const item = page.getByRole('list', { name: /^Packages of / }).getByRole('listitem', { name: pkg.name });
  await expect(item).toContainText(pkg.ritualName);
  await expect(item).toContainText(`/eventRituals/${pkg.urlTag}`);
}

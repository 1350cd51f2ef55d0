// Staff roles on the back office: the demo centre admin of Tennessee opens the staff pages, grants a demo sevaka the
// Ritual Assistant role by e-mail, sees it listed, and removes it again after confirming; an e-mail nobody signs in
// with is refused with what to do. The page is axe-clean, and fits a 360 px phone.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { expectNoSeriousAxeViolations } from './support/orders';
import { signIn } from './support/sign-in';

test('a centre admin grants a role by e-mail, sees it listed, and removes it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo.center-admin@example.org', { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  // Booking for devotees is for office volunteers; centre staff are pointed to their own pages.
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  await page.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Staff roles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff roles' })).toBeVisible();

  const staff = page.getByRole('list', { name: 'Staff of Sannidhi Tennessee' });
  const sevaka = staff.getByRole('listitem').filter({ hasText: 'demo.sevaka@example.org' });
  await expect(sevaka.getByRole('list', { name: 'Roles of Demo Sevaka' }).getByRole('listitem')).toHaveText([
    /^Sevaka/,
  ]);
  // A centre admin does not appoint centre admins: the role is not offered.
  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  await expect(role.locator('option', { hasText: 'Center Admin' })).toHaveCount(0);

  await page.getByLabel('E-mail address').fill('nobody.here@example.org');
  await role.selectOption({ label: 'Ritual Assistant' });
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByText('No Sannidhi user signs in with nobody.here@example.org')).toBeVisible();

  await page.getByLabel('E-mail address').fill('demo.sevaka@example.org');
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByText('Demo Sevaka is now Ritual Assistant at Sannidhi Tennessee')).toBeVisible();
  const remove = sevaka.getByRole('button', { name: 'Remove Ritual Assistant from Demo Sevaka' });
  await expect(remove).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Remove role' });
  await expect(confirm).toContainText('Remove Ritual Assistant from Demo Sevaka (demo.sevaka@example.org)');
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove role' }).click();
  await expect(
    page.getByText('Demo Sevaka is no longer Ritual Assistant at Sannidhi Tennessee'),
  ).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(sevaka.getByRole('list', { name: 'Roles of Demo Sevaka' }).getByRole('listitem')).toHaveText([
    /^Sevaka/,
  ]);

  // The same page on a 360 px phone: nothing wider than the screen, still axe-clean.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(sevaka).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeViolations(page);
});

// A temple office worker's way to the staff console and back (issue 26): on the back-office site the profile menu
// (and on a phone the drawer) offers "Staff pages" to a person with staff pages at the chosen centre; on /staff pages
// the header's tab row shows those pages, the current one marked, scrolling sideways on a phone with a visible cue.
// The devotee site is unchanged.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { expectNoSeriousAxeViolations } from './support/orders';
import { signIn } from './support/sign-in';

const ADMIN = 'demo.center-admin@example.org';

test('the back office leads to the staff pages, and the staff pages lead to each other', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  await signIn(page, ADMIN, { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);

  // From a page of the back office outside the staff pages, the way to them (in the header, wherever the page is).
  await page.goto(`${E2E.backOfficeOrigin}/rituals`);
  const header = page.getByTestId('app-header');
  await header.getByRole('button', { name: 'Your account' }).click();
  await expect(header.getByRole('link', { name: 'Staff pages' })).toBeVisible();
  await page.keyboard.press('Escape');
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Staff pages' }).click();
  } else {
    await header.getByRole('button', { name: 'Your account' }).click();
    await header.getByRole('link', { name: 'Staff pages' }).click();
  }
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);

  // On staff pages the tab row shows the staff pages, not the devotee tabs; the current one is marked.
  const tabs = page.getByRole('navigation', { name: 'Staff pages' });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Staff home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Rituals & Offerings' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  for (const name of ['Catalogue', 'Audit log', 'Schedule', 'Accounts']) {
    await expect(tabs.getByRole('link', { name, exact: true })).toHaveCount(1);
  }

  // Keyboard: the tabs are links reached with Tab; Enter opens one, which is then marked.
  const audit = tabs.getByRole('link', { name: 'Audit log', exact: true });
  await audit.focus();
  await expect(audit).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Audit log', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: 'Audit log', exact: true })).toBeInViewport();

  if (phone) {
    // One line that scrolls sideways, saying so.
    const list = tabs.getByRole('list');
    const { scrollWidth, clientWidth } = await list.evaluate((e) => ({
      scrollWidth: e.scrollWidth,
      clientWidth: e.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expect(tabs.locator('.sn-header__tabs-more').first()).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/staff-tabs-${info.project.name}.png` });
});

test('the devotee site offers no staff pages', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'Your account' }).click();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff pages' })).toHaveCount(0);
});

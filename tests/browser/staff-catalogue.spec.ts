// The catalogue editor on the back office: the demo centre admin of Tennessee adds a ritual with one variant at a
// price and prasadam delivery, sees it listed, and a devotee on the devotee site finds it in Tennessee's rituals at
// once (no restart, no cache wait). The editor and the centre settings page are axe-clean.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { adminAddsRitual } from './full-day/admin-adds-ritual';
import { expectNoSeriousAxeViolations } from './support/orders';
import { signIn } from './support/sign-in';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a centre admin adds a ritual with a price and prasadam, and devotees see it at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const name = `Kumkum Archana ${Date.now().toString(36)}`;
  // The devotee site's list is read (and cached) before the change.
  const devotee = await browser.newPage();
  await signIn(devotee, 'devotee@example.org');
  await devotee.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(devotee).toHaveURL(`${E2E.appOrigin}/rituals`);
  await expect(devotee.getByRole('heading', { name: 'Devi Abhishekam' })).toBeVisible({ timeout: 30_000 });
  await expect(devotee.getByRole('heading', { name })).toHaveCount(0);

  await signIn(page, 'demo.center-admin@example.org', { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/BackOfficeUserNotAllowed`);
  await adminAddsRitual(page, { name, priceMinor: 3100, withPrasadam: true });
  await expectNoSeriousAxeViolations(page);
  // The editor of the new ritual holds what was saved, and is axe-clean.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Price of variant 1/ })).toHaveValue('31.00');
  await expect(page.getByRole('combobox', { name: 'Prasadam delivery' })).toHaveValue('both');
  // An image is uploaded at once and shown.
  await page
    .getByLabel(/^Ritual image/)
    .setInputFiles({ name: 'ritual.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Current ritual image' })).toHaveAttribute(
    'src',
    /^\/api\/images\//,
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The centre's settings page holds the centre as it stands, and is axe-clean.
  await page.goto(`${E2E.backOfficeOrigin}/staff`);
  await page
    .getByRole('list', { name: 'Staff pages' })
    .getByRole('link', { name: 'Center settings' })
    .click();
  await expect(page.getByRole('textbox', { name: /^Time zone/ })).toHaveValue('America/Chicago');
  await expect(page.getByRole('textbox', { name: /^Payment gateway URL/ })).toHaveValue(/\/pay$/);
  await expectNoSeriousAxeViolations(page);

  await devotee.reload();
  await expect(devotee.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await devotee.close();
});

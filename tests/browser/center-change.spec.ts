// Changing centre from the header: immediate with an empty cart; "Are you sure?" (No/Yes) when the cart has items,
// and Yes empties the cart, loads the new centre's rituals and reloads to /rituals.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart } from './support/cart-fixtures';

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /cart/i }).first();
const sessionCart = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as { cart?: unknown[] }).cart ?? [],
  );

test('with items in the cart, changing centre asks first; No keeps both, Yes empties the cart and switches', async ({
  page,
}) => {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [
      { productId: 'in-coimbatore-devi-abhishekam', slots: [{ Single: 1 }], meta: { name_1: 'Lakshmi' } },
    ],
  });
  await page.goto(`${E2E.appOrigin}/rituals`);
  const select = page.getByLabel('Centre');
  await expect(select).toHaveValue('in-coimbatore');
  expect(await sessionCart(page)).toHaveLength(1);

  await select.selectOption('in-bengaluru');
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue('in-coimbatore');
  expect(await sessionCart(page)).toHaveLength(1);

  await select.selectOption('in-bengaluru');
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(`${E2E.appOrigin}/rituals`);
  await expect(page.getByLabel('Centre')).toHaveValue('in-bengaluru');
  await expect(page.getByRole('main').getByText('Sannidhi Bengaluru').first()).toBeVisible();
  expect(await sessionCart(page)).toHaveLength(0);
  await expect(cartBadge(page)).not.toContainText(/\d/);
});

test('with an empty cart, changing centre happens at once', async ({ page }) => {
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [],
  });
  await page.goto(`${E2E.appOrigin}/rituals`);
  await page.getByLabel('Centre').selectOption('np-kathmandu');
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
  await expect(page.getByLabel('Centre')).toHaveValue('np-kathmandu');
  await expect(page).toHaveURL(`${E2E.appOrigin}/rituals`);
});

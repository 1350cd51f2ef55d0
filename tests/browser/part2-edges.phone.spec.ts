// Part 2 as its users meet it, the last rough edges (issue 26): My Rituals' tabs all readable on a 360 px phone, and
// where a booking's prasadam goes, named in words on the booking page and in the payment's confirm dialog.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signInWithCart } from './support/cart-fixtures';
import { expectNoSeriousAxeViolations, US_ABHISHEKAM } from './support/orders';
import { signIn } from './support/sign-in';

const DEVOTEE = 'devotee@example.org';
const SHOTS = process.env.SHOTS;

/** Signs in as the demo devotee with `centerId` as the current centre, then opens `path`. */
async function openAs(page: Page, centerId: string, path: string) {
  await signIn(page, DEVOTEE, { path: '/bobr' });
  // Edited on a page of the origin that does not run the SPA, so that no running app writes its state back.
  await page.goto(`${E2E.appOrigin}/robots.txt`);
  await page.evaluate(async (id) => {
    const centers = (await (await fetch('/api/centers/list')).json()).payload as { id: string }[];
    const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}');
    Object.assign(session, { centers, currentCenter: centers.find((c) => c.id === id) ?? null, cart: [] });
    localStorage.setItem('sannidhi.session', JSON.stringify(session));
  }, centerId);
  await page.goto(`${E2E.appOrigin}${path}`);
}

test('My Rituals: every tab label reads whole, on a phone too', async ({ page }, info) => {
  await openAs(page, 'us-tennessee', '/account');
  const tabs = page.getByRole('tablist', { name: 'Orders' });
  await expect(tabs.getByRole('tab', { name: 'Subscription' })).toBeVisible({ timeout: 30_000 });
  const box = await tabs.boundingBox();
  for (const name of ['Upcoming', 'Past', 'On Hold', 'Subscription']) {
    const tab = tabs.getByRole('tab', { name, exact: true });
    await expect(tab).toHaveText(name);
    // Its text is not cut inside the tab, and the tab lies wholly inside the visible tab bar.
    expect(await tab.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    const b = await tab.boundingBox();
    expect(b && box && b.x >= box.x - 0.5 && b.x + b.width <= box.x + box.width + 0.5).toBe(true);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-rituals-tabs-${info.project.name}.png` });
  await expectNoSeriousAxeViolations(page);
});

test('the prasadam form names the country of the address in words', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'us-tennessee', '/rituals');
  await page.getByRole('link', { name: 'Register for Devi Abhishekam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devi Abhishekam' })).toBeVisible();
  await page.getByRole('radio', { name: /^Online/ }).check();
  await page.getByLabel('Send the prasadam to my address').check();
  const address = page.getByTestId('address-form');
  // The line under the address (the phone code's drop-down may still say "+1 USA and Canada": it is a dial code).
  await expect(address.locator('.sn-address__country')).toHaveText('Country: United States');
});

test('the payment confirm dialog says where the prasadam goes', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signInWithCart(page, DEVOTEE, {
    origin: E2E.appOrigin,
    centerId: 'us-tennessee',
    cart: [
      {
        productId: US_ABHISHEKAM,
        slots: [{ Single: 1 }],
        meta: { name_1: 'Lakshmi' },
        skip: info.project.name === 'phone' ? 9 : 8,
        prasadamTo: {
          name: 'Lakshmi Narayanan',
          code: '+1',
          phone: '6155550123',
          country: 'US',
          pinCode: '37110',
          city: 'McMinnville',
          state: 'TN',
          line1: '410 Lotus Lane, Apt 2',
          line2: '',
          line3: '',
        },
      },
    ],
  });
  await page.getByRole('button', { name: 'Proceed to pay' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog.getByText('Prasadam will be sent to')).toBeVisible();
  const to = dialog.locator('.sn-charge__prasadam address');
  for (const line of [
    'Lakshmi Narayanan',
    '410 Lotus Lane, Apt 2',
    'McMinnville, TN 37110',
    'United States',
  ]) {
    await expect(to.getByText(line, { exact: true })).toBeVisible();
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirm-prasadam-${info.project.name}.png` });
  await expectNoSeriousAxeViolations(page);
});

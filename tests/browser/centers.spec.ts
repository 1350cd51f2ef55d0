import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

const DEVOTEE = 'devotee@example.org';
const TITLE = 'Select a center to explore rituals and offerings';

/** The session the SPA keeps in localStorage. */
async function readSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as Record<string, unknown>,
  );
}

async function currentCenterId(page: Page): Promise<string | undefined> {
  const session = await readSession(page);
  return (session.currentCenter as { id?: string } | null)?.id;
}

const cards = (page: Page) => page.getByTestId('center-card');

test.describe('centre selection', () => {
  test('lists every centre with image, availability, description and address; the sub-line says it can change', async ({
    page,
  }) => {
    await signIn(page, DEVOTEE);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('You can change the center later at any point.')).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    const coimbatore = page.locator('[data-center-id="in-coimbatore"]');
    await expect(coimbatore.getByRole('button', { name: 'Sannidhi Coimbatore' })).toBeVisible();
    await expect(coimbatore.getByText('Available', { exact: true })).toBeVisible();
    await expect(coimbatore.getByText(/granite shrine of the Devi/)).toBeVisible();
    await expect(coimbatore.locator('address')).toContainText('Thondamuthur Road');
    await expect(coimbatore.locator('img')).toHaveAttribute('src', '/images/centers/in-coimbatore.svg');
  });

  test('choosing a centre loads its rituals, empties the cart, stores it and opens /rituals; / then goes straight on', async ({
    page,
  }) => {
    await signIn(page, DEVOTEE);
    // Something left in the cart from before must go when another centre is chosen. (Edited on a page of the
    // origin that does not run the SPA, so that no running app writes its state back.)
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as Record<string, unknown>;
      session.cart = [{ itemId: 'old', productId: 'old', meta: {}, slots: [] }];
      localStorage.setItem('sannidhi.session', JSON.stringify(session));
    });
    await page.goto('/');
    const rituals = page.waitForResponse(
      (res) => res.url().includes('/api/products/list?centerId=in-bengaluru') && res.ok(),
    );
    await page.getByRole('button', { name: 'Sannidhi Bengaluru' }).click();
    await rituals;
    await expect(page).toHaveURL(/\/rituals$/);
    const session = await readSession(page);
    expect((session.currentCenter as { id: string }).id).toBe('in-bengaluru');
    expect((session.centers as unknown[]).length).toBe(6);
    expect((session.ritualsInCurrentCenter as unknown[]).length).toBeGreaterThan(0);
    expect(session.cart).toEqual([]);
    expect(session.hasUserPermissionToBookForOthers).toBe(false);

    // With a current centre, / reloads its rituals and goes on to /rituals.
    const reload = page.waitForResponse((res) =>
      res.url().includes('/api/products/list?centerId=in-bengaluru'),
    );
    await page.goto('/');
    await reload;
    await expect(page).toHaveURL(/\/rituals$/);
  });

  test('a single centre left by centerFilters is chosen automatically', async ({ page }) => {
    await signIn(page, DEVOTEE, { path: '/?centerFilters=in-chennai' });
    await expect(page).toHaveURL(/\/rituals$/);
    expect(await currentCenterId(page)).toBe('in-chennai');
  });

  test('centerFilters limits the list and comeBackTo is opened after choosing', async ({ page }) => {
    await signIn(page, DEVOTEE, { path: '/?centerFilters=in-chennai,in-bengaluru&comeBackTo=%2Fcart' });
    await expect(cards(page)).toHaveCount(2);
    await expect(page.locator('[data-center-id="in-coimbatore"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sannidhi Chennai' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await currentCenterId(page)).toBe('in-chennai');
  });

  test('a targetCenter of the list is chosen automatically after login; one outside the filters is not', async ({
    page,
  }) => {
    await signIn(page, DEVOTEE, { path: '/?targetCenter=in-bengaluru' });
    await expect(page).toHaveURL(/\/rituals$/);
    expect(await currentCenterId(page)).toBe('in-bengaluru');

    // Edited on a page of the origin that does not run the SPA, so that no running app writes its state back.
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as Record<string, unknown>;
      session.currentCenter = null;
      localStorage.setItem('sannidhi.session', JSON.stringify(session));
    });
    await page.goto('/?targetCenter=in-bengaluru&centerFilters=in-chennai,in-coimbatore');
    await expect(cards(page)).toHaveCount(2);
    await expect(page).toHaveURL(/targetCenter=in-bengaluru/);
  });

  test('a centre that is not available shows with a note and cannot be chosen; an empty list says so', async ({
    page,
  }) => {
    let mode: 'closed' | 'empty' = 'closed';
    await page.route('**/api/centers/list', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { payload: Array<{ id: string; isAvailable: boolean }> };
      if (mode === 'empty') body.payload = [];
      else body.payload = body.payload.map((c) => (c.id === 'in-chennai' ? { ...c, isAvailable: false } : c));
      await route.fulfill({ response, json: body });
    });
    await signIn(page, DEVOTEE);
    const chennai = page.locator('[data-center-id="in-chennai"]');
    await expect(chennai.getByText('Not available')).toBeVisible();
    await expect(chennai.getByText('Online bookings at this center are not open yet.')).toBeVisible();
    await expect(chennai.getByRole('button')).toHaveCount(0);
    await chennai.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sannidhi Bengaluru' })).toBeEnabled();

    // A filter that leaves only a closed centre does not choose it.
    await page.goto('/?centerFilters=in-chennai');
    await expect(cards(page)).toHaveCount(1);
    await expect(page).toHaveURL(/centerFilters=in-chennai/);

    mode = 'empty';
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'No centers to show' })).toBeVisible();
    await expect(page.getByText('No center is open for online booking at the moment.')).toBeVisible();
  });

  test('skeleton cards show while the centres load', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/centers/list', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, DEVOTEE);
    await expect(page.locator('[aria-busy="true"] .sn-center-card--skeleton')).toHaveCount(4);
    await expect(page.getByRole('status').filter({ hasText: 'Loading centers…' })).toBeAttached();
    release();
    await expect(cards(page)).toHaveCount(6);
  });

  test('the grid has 4 columns on a desktop and 2 on a tablet', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEVOTEE);
    await expect(cards(page)).toHaveCount(6);
    const tops = async () =>
      Promise.all((await cards(page).all()).map(async (c) => (await c.boundingBox())?.y));
    let y = await tops();
    expect(new Set(y.slice(0, 4)).size).toBe(1);
    expect(y[4]).toBeGreaterThan(y[0] ?? 0);
    await page.setViewportSize({ width: 800, height: 900 });
    y = await tops();
    expect(y[0]).toBe(y[1]);
    expect(y[2]).toBeGreaterThan(y[1] ?? 0);
  });

  test('centre selection has no serious or critical axe violations', async ({ page }) => {
    await signIn(page, DEVOTEE);
    await expect(cards(page)).toHaveCount(6);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a centre card is chosen with the keyboard', async ({ page }) => {
    await signIn(page, DEVOTEE);
    const button = page.getByRole('button', { name: 'Sannidhi Chennai' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rituals$/);
  });
});

test.describe('centre selection on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('one column, nothing wider than the screen, a card can be chosen', async ({ page }) => {
    await signIn(page, DEVOTEE);
    await expect(cards(page)).toHaveCount(6);
    const boxes = await Promise.all((await cards(page).all()).slice(0, 2).map((c) => c.boundingBox()));
    expect(boxes[1]?.y).toBeGreaterThan((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0) - 1);
    expect(boxes[0]?.width).toBeGreaterThan(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
    await expect(page).toHaveURL(/\/rituals$/);
  });
});

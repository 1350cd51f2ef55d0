// The My data page and the Dashboard's My data tab in every language at 1280 px and 360 px (issue 28): the header's
// tabs all in view — a centred tab row that scrolled sideways pushed Tamil's first tabs out past the left edge —,
// no page wider than the screen, and the columns of the data named in the language. A fresh account of its own
// (choosing languages on the shared demo devotee would store them on it).
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { catalogue } from './support/languages';
import { signUp } from './support/sign-in';

const LANGUAGES = ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'ne'] as const;
const slow = { timeout: 30_000 };

/** Everything of the page inside the screen's width: the header's tabs (where shown) and the title. */
async function expectLaidOut(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(width);
  const tabs = page.locator('.sn-header__tab');
  for (const tab of await tabs.all()) {
    if (!(await tab.isVisible())) continue;
    const box = (await tab.boundingBox())!;
    expect(box.x, `${where}: "${await tab.innerText()}" starts past the left edge`).toBeGreaterThanOrEqual(0);
    expect(
      box.x + box.width,
      `${where}: "${await tab.innerText()}" ends past the right edge`,
    ).toBeLessThanOrEqual(width);
  }
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(title.x, `${where}: the title starts past the left edge`).toBeGreaterThanOrEqual(0);
}

test('My data in every language, on a desktop and a phone', async ({ page, isMobile }) => {
  test.skip(
    isMobile,
    'the desktop run sets both widths itself (1280 and 360 px): a phone run would repeat it',
  );
  test.setTimeout(240_000);
  const email = `my-data.languages.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  await signUp(page, { email, firstName: 'Meenakshi', lastName: 'Sundaram', country: 'IN' });
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(/\/rituals$/, slow);
  for (const lang of LANGUAGES) {
    const tr = catalogue(lang);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${E2E.appOrigin}/account/data?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: tr('My data') })).toBeVisible(slow);
      await expect(page.locator('dt', { hasText: new RegExp(`^${tr('First name')}$`) })).toBeVisible();
      await expectLaidOut(page, `/account/data in ${lang} at ${width} px`);

      await page.goto(`${E2E.appOrigin}/account/profile?lang=${lang}`);
      await page.getByRole('tab', { name: tr('My data') }).click();
      await expect(page.getByRole('button', { name: tr('Download my data (JSON)') })).toBeVisible(slow);
      await expectLaidOut(page, `the Dashboard's My data in ${lang} at ${width} px`);
    }
  }
});

// The loading screen before the app's code has loaded speaks the language the page starts in (issue 28): `?lang=`,
// else the language chosen before in this browser, else the browser's languages, else English. The runtime
// configuration is held back here, so the loading screen stays long enough to be read.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';

/** Opens `path` with /api/config held until the loading screen was read; answers the screen's visible text. */
async function bootText(page: Page, path: string): Promise<string> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/config', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${E2E.appOrigin}${path}`, { waitUntil: 'domcontentloaded' });
  const status = page.locator('.boot[role="status"]');
  await expect(status).toBeVisible();
  const text = (await status.innerText()).trim();
  release();
  return text;
}

test.describe('the loading screen', () => {
  test('is in English by default', async ({ page }) => {
    expect(await bootText(page, '/')).toBe('Loading Sannidhi…');
  });

  test('follows ?lang= on the address', async ({ page }) => {
    expect(await bootText(page, '/?lang=ta')).toBe('Sannidhi ஏற்றப்படுகிறது…');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });

  test('follows the language chosen before in this browser', async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('sannidhi.session'))
        window.localStorage.setItem('sannidhi.session', JSON.stringify({ lang: 'ml', langChosen: true }));
    });
    expect(await bootText(page, '/')).toBe('Sannidhi ലോഡ് ചെയ്യുന്നു…');
  });
});

test.describe('the loading screen of a Kannada browser', () => {
  test.use({ locale: 'kn-IN' });
  test("follows the browser's languages", async ({ page }) => {
    expect(await bootText(page, '/')).toBe('Sannidhi ತರಲಾಗುತ್ತಿದೆ…');
  });
});

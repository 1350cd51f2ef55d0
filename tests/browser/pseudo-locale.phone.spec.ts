// Long words (issue "Speak the devotee's language", guards): every screen in the pseudo-locale — each text accented
// and 40 % longer, as Malayalam and Tamil words are — at 360 px. No page scrolls sideways, nothing sticks out past
// the screen's edge outside a box that scrolls, and no text is cut off by its box.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signIn } from './support/sign-in';

test.use({ viewport: { width: 360, height: 780 } });

/** What sticks out or is cut off on the page as it is now; empty when the layout holds. */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      faults.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const scrollsSideways = (el: Element | null): boolean => {
      for (let e = el?.parentElement ?? null; e; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === 'auto' || x === 'scroll') return true;
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Hidden, and the visually hidden texts of screen readers (1 px boxes), are not seen.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (el.closest('dialog:not([open]), [hidden]')) continue;
      if (box.right > width + 1 && !scrollsSideways(el))
        faults.push(`${name(el)} ends at ${Math.round(box.right)} px`);
      // A dial code's select shows its country in words ("+91 இந்தியா"): its choice must read whole at 360 px.
      if (el instanceof HTMLSelectElement && el.autocomplete === 'tel-country-code') {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const chosen = el.options[el.selectedIndex]?.text ?? '';
        // The arrow takes about 2 rem at the right inside the padding.
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (context.measureText(chosen).width > room + 1)
          faults.push(`${name(el)} cuts its choice off ("${chosen}" in ${Math.round(room)} px)`);
      }
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim());
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (ownText && clips && el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'SELECT') {
        faults.push(`${name(el)} is cut off (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }
    return faults;
  });
}

async function expectLayoutHolds(page: Page, path: string) {
  await page.goto(`${new URL(page.url()).origin}${path}${path.includes('?') ? '&' : '?'}lang=pseudo`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });
  // The screen's data has arrived once no spinner or skeleton is left.
  await expect(page.locator('[aria-busy="true"], .sn-skeleton')).toHaveCount(0, { timeout: 30_000 });
  // Pseudo-locale texts are bracketed: the screen shows them.
  await expect(page.locator('main')).toContainText('[');
  // Soft: every screen is measured and each one's faults are reported, not only the first screen's.
  expect.soft(await layoutFaults(page), `${path} at 360 px in the pseudo-locale`).toEqual([]);
}

test.describe('every screen at 360 px in the pseudo-locale (40 % longer words)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project covers 360 px');
  test.describe.configure({ timeout: 240_000 });

  test('the devotee site', async ({ page }) => {
    await signIn(page, 'devotee@example.org', { path: '/?lang=pseudo' });
    await expectLayoutHolds(page, '/');
    // A centre chosen, so that the ritual list, the booking page and My Rituals show their own content.
    await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
    await expect(page).toHaveURL(/\/rituals$/, { timeout: 30_000 });
    // The booking page with the prasadam address open: its dial code's select (the country in words).
    await expectLayoutHolds(page, '/rituals/book-ritual/in-coimbatore-vasthram-arpanam');
    await page.locator('.sn-check-row input[type="checkbox"]').first().check();
    await expect(page.getByTestId('address-form')).toBeVisible();
    expect.soft(await layoutFaults(page), 'the prasadam address at 360 px in the pseudo-locale').toEqual([]);
    for (const path of ['/rituals', '/cart', '/account', '/account/profile']) {
      await expectLayoutHolds(page, path);
    }
  });

  test('the back office and the staff console', async ({ page }) => {
    await signIn(page, 'admin@example.org', { origin: E2E.backOfficeOrigin, path: '/?lang=pseudo' });
    for (const path of [
      '/devoteeProfileDetails',
      '/staff',
      '/staff/day',
      '/staff/schedule',
      '/staff/catalogue',
      '/staff/packages',
      '/staff/centre',
      '/staff/dispatch',
      '/staff/accounts',
      '/staff/refunds',
      '/staff/roles',
      '/staff/audit',
    ]) {
      await expectLayoutHolds(page, path);
    }
  });
});

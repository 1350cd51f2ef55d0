// Part 2 as its users meet it, the last rough edges (issue 26): My Rituals' tabs all readable on a 360 px phone, and
// where a booking's prasadam goes, named in words on the booking page and in the payment's confirm dialog.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { expectNoSeriousAxeViolations } from './support/orders';
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

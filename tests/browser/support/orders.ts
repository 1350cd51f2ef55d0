// Orders for browser tests: book and pay like a devotee, and find a booking card in My Rituals.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';
import { signInWithCart } from './cart-fixtures';

export const US_ABHISHEKAM = 'us-tennessee-devi-abhishekam';

export async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export interface Booking {
  centerId: string;
  productId: string;
  slots: Array<Record<string, number>>;
  meta: Record<string, string>;
  price: string;
  /** Online slots with prasadam mailed to this address. */
  prasadamTo?: Record<string, string>;
}

export const TENNESSEE_SINGLE = (skip: number) => ({
  centerId: 'us-tennessee',
  productId: US_ABHISHEKAM,
  slots: [{ Single: 1 }],
  meta: { name_1: 'Lakshmi' },
  price: '$25.00',
  skip,
});

/** Books the places (about `skip` slots ahead) and pays on the gateway; answers the booking reference. */
export async function paidBooking(page: Page, booking: Booking & { skip: number }): Promise<string> {
  const { centerId, productId, slots, meta, skip, price, prasadamTo } = booking;
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId,
    cart: [{ productId, slots, meta, skip, ...(prasadamTo ? { prasadamTo } : {}) }],
  });
  // A busy machine (CI runs two browsers beside the api) may take well past the default 10 s for each hand-off.
  const slow = { timeout: 30_000 };
  await page.getByRole('button', { name: 'Proceed to pay' }).click(slow);
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: `Pay ${price}` })
    .click(slow);
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/gateway`), slow);
  await page.getByRole('button', { name: 'Pay now' }).click(slow);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(slow);
  // The return page shows the booking's reference (one item in the cart: the order's one booking). Searching the
  // devotee's upcoming list for it missed once the shared demo devotee had more upcoming orders than a few pages.
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{10}$/);
  return reference;
}

/** The local date "yyyy-mm-dd" of the devotee's booking, as My Rituals answers it. */
export async function bookingDate(page: Page, ref: string, center: string): Promise<string> {
  const date = await page.evaluate(
    async ({ reference, centerId }) => {
      const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as {
        authToken: string;
        userId: string;
      };
      for (let offset = 0; offset < 500; offset += 50) {
        const res = await fetch(
          `/api/order/listUpcoming?ssoId=${session.userId}&center=${centerId}&limit=50&offset=${offset}`,
          { headers: { Authorization: `Bearer ${session.authToken}` } },
        );
        const orders = (await res.json()).payload as {
          bookingId: string;
          slotInfo: { day: number; month: number; year: number };
        }[];
        const mine = orders.find((o) => o.bookingId.endsWith(reference));
        if (mine) {
          const { year, month, day } = mine.slotInfo;
          return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        }
        if (orders.length < 50) break;
      }
      return null;
    },
    { reference: ref, centerId: center },
  );
  expect(date).toBeTruthy();
  return date!;
}

/** The booking card of `ref` in the open tab's virtualised list, scrolled into view. */
export async function card(page: Page, tab: 'Upcoming' | 'Past' | 'On Hold', ref: string): Promise<Locator> {
  return cardWith(page, tab, `Booking reference ${ref}`);
}

/**
 * The first booking card of the open tab holding every one of `texts`, scrolled into view. The search starts at the
 * top of the list and scrolls down: every spec on the stack books for the demo devotee, so by the phone project's
 * turn the list is long and a virtualised list renders only the cards near the view.
 */
export async function cardWith(
  page: Page,
  tab: 'Upcoming' | 'Past' | 'On Hold',
  ...texts: Array<string | RegExp>
): Promise<Locator> {
  const region = page.getByRole('region', { name: `${tab} orders` });
  await expect(region).toBeVisible();
  let found = region.locator('article');
  for (const text of texts) found = found.filter({ hasText: text });
  found = found.first();
  await region.evaluate((el) => {
    (el.querySelector('[data-virtual-scroller]') ?? el).scrollTo(0, 0);
    window.scrollTo(0, 0);
  });
  for (let i = 0; i < 250 && (await found.count()) === 0; i++) {
    await region.evaluate((el) => {
      const scroller = el.querySelector('[data-virtual-scroller]') ?? el;
      // The desktop list is a 400 px box; on a phone it grows with the page and the window scrolls.
      if (scroller.scrollHeight > scroller.clientHeight) scroller.scrollBy(0, 300);
      else window.scrollBy(0, 600);
    });
    await page.waitForTimeout(100);
  }
  await found.scrollIntoViewIfNeeded();
  await expect(found).toBeVisible();
  return found;
}

export async function openAccount(page: Page) {
  await page.goto(`${E2E.appOrigin}/account`);
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
}

// Setup of the refunds specs: a paid Tennessee booking the devotee cancels, with or without the gateway refusing the
// refund, and the staff refunds page as a centre's staff member reaches it.
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';
import { card, openAccount, paidBooking, TENNESSEE_SINGLE } from './orders';
import { signIn } from './sign-in';

/** The devotee cancels the booking `ref` from its Upcoming card in My Rituals. */
export async function cancelFromMyRituals(page: Page, ref: string) {
  await openAccount(page);
  const booking = await card(page, 'Upcoming', ref);
  await booking.locator('summary', { hasText: 'Order details' }).click();
  await booking.getByRole('button', { name: 'Cancel This Registration' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Ritual' })
    .getByRole('button', { name: 'Cancel Ritual' })
    .click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
}

/** The sandbox gateway fails the next `failNext` refunds. */
export async function failNextRefunds(page: Page, failNext = 1) {
  const behaviour = await page.request.post(`${E2E.sandboxOrigin}/gateway/refunds/behaviour`, {
    data: { failNext },
  });
  expect(behaviour.status()).toBe(200);
}

/**
 * A refund the bank refused: the devotee books and pays a Tennessee single `skip` open days on, the gateway is told
 * to fail the next refund, and the devotee cancels. Returns the booking reference.
 */
export async function refusedRefund(page: Page, skip: number): Promise<string> {
  const ref = await paidBooking(page, TENNESSEE_SINGLE(skip));
  await failNextRefunds(page);
  await cancelFromMyRituals(page, ref);
  return ref;
}

/** Signs in on the back office, chooses Tennessee and opens the staff pages as a staff member would. */
export async function staffHomeAt(page: Page, email: string) {
  await signIn(page, email, { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  // Booking for devotees is for office volunteers; centre staff are pointed to their own pages.
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
}

/** The staff home, then its Failed refunds link. */
export async function staffRefundsAt(page: Page, email: string) {
  await staffHomeAt(page, email);
  await page.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Failed refunds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Failed refunds' })).toBeVisible();
}

/** The refunds page read afresh: how many rows match (the list follows the gateway's notifications). */
export async function rowsAfterReload(page: Page, row: Locator) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Failed refunds' })).toBeVisible();
  return row.count();
}

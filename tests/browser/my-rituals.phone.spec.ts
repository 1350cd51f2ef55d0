// My Rituals dialogs on a 360 px phone and on desktop, with axe: each test books and pays its own order at the US
// refund centre through the cart and the sandbox gateway, then uses it from /account.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import {
  card,
  expectNoSeriousAxeViolations,
  openAccount,
  paidBooking,
  TENNESSEE_SINGLE,
  US_ABHISHEKAM,
} from './support/orders';

const skipFor = (base: number, project: string) => base + (project === 'phone' ? 1 : 0);

test.describe('My Rituals dialogs', () => {
  // Each test books and pays through the gateway first; axe runs on each dialog.
  test.describe.configure({ timeout: 180_000 });

  test('Modify: No keeps the order; Yes → Reschedule Later puts it on hold, shown in On Hold', async ({
    page,
  }, info) => {
    const ref = await paidBooking(page, TENNESSEE_SINGLE(skipFor(14, info.project.name)));
    await openAccount(page);
    const booking = await card(page, 'Upcoming', ref);

    await booking.getByRole('button', { name: 'Modify' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify Ritual' });
    await expect(modify).toContainText('Do you want to modify this registration?');
    await expectNoSeriousAxeViolations(page);
    await modify.getByRole('button', { name: 'No' }).click();
    await expect(modify).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1000 });

    await booking.getByRole('button', { name: 'Modify' }).click();
    await page.getByRole('dialog', { name: 'Modify Ritual' }).getByRole('button', { name: 'Yes' }).click();
    const choice = page.getByRole('dialog', { name: 'Reschedule Ritual' });
    await expect(choice).toBeVisible(); // reopens after 300 ms
    await expect(choice.getByRole('button', { name: 'Reschedule Now' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await choice.getByRole('button', { name: 'Reschedule Later' }).click();
    await expect(page.getByText('Order modified successfully')).toBeVisible();
    // What "modified" meant, beside the spec's text.
    await expect(
      page.getByText('Your booking is on hold: choose its new date from the On Hold tab within 90 days.'),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'On Hold' }).click();
    const held = await card(page, 'On Hold', ref);
    await expect(held).toContainText(/\d+ days left to reschedule/);
    await expect(held.getByRole('link', { name: 'Book Again' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('Cancel at a refund centre: refund terms with the total, Reschedule offered, Cancel Ritual cancels', async ({
    page,
  }, info) => {
    const ref = await paidBooking(page, TENNESSEE_SINGLE(skipFor(16, info.project.name)));
    await openAccount(page);
    let booking = await card(page, 'Upcoming', ref);
    await booking.locator('summary', { hasText: 'Order details' }).click();
    await booking.getByRole('button', { name: 'Cancel This Registration' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Ritual' });
    await expect(cancel).toContainText('Total refund amount: $25.00');
    await expect(cancel.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Reschedule from the cancel dialog leads to the reschedule choice; closing it keeps the order.
    await cancel.getByRole('button', { name: 'Reschedule' }).click();
    const choice = page.getByRole('dialog', { name: 'Reschedule Ritual' });
    await expect(choice).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(choice).toHaveCount(0);

    booking = await card(page, 'Upcoming', ref);
    if (!(await booking.getByRole('button', { name: 'Cancel This Registration' }).isVisible())) {
      await booking.locator('summary', { hasText: 'Order details' }).click();
    }
    await booking.getByRole('button', { name: 'Cancel This Registration' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel Ritual' })
      .getByRole('button', { name: 'Cancel Ritual' })
      .click();
    await expect(page.getByText('Order cancelled successfully')).toBeVisible();
    await page.getByRole('tab', { name: 'Past' }).click();
    const cancelled = await card(page, 'Past', ref);
    await expect(cancelled).toContainText('Cancelled');
  });

  test('Reschedule Now opens the booking page in reschedule mode and moves the order', async ({
    page,
  }, info) => {
    const ref = await paidBooking(page, TENNESSEE_SINGLE(skipFor(18, info.project.name)));
    await openAccount(page);
    const booking = await card(page, 'Upcoming', ref);
    const when = booking.getByText(/^\d{2}\/\d{2}\/\d{4} · .* · In person$/);
    const before = await when.textContent();
    await booking.getByRole('button', { name: 'Reschedule', exact: true }).click();
    const choice = page.getByRole('dialog', { name: 'Reschedule Ritual' });
    await choice.getByRole('button', { name: 'Reschedule Now' }).click();
    await expect(page).toHaveURL(`${E2E.appOrigin}/rituals/book-ritual/${US_ABHISHEKAM}`);
    await expect(page.getByTestId('rescheduling-banner')).toHaveText(`Rescheduling booking reference ${ref}`);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

    const calendar = page.getByTestId('calendar-section');
    // Another day than the booked one: the fourth open day may be the booked day itself.
    const [month, day, year] = (before ?? '').slice(0, 10).split('/');
    const days = calendar
      .getByRole('button', { name: /\d+ times? available$/ })
      .and(page.locator(`:not([data-day="${year}-${month}-${day}"])`));
    await days.nth(Math.min(3, (await days.count()) - 1)).click();
    await calendar
      .getByRole('radio', { name: /(AM|PM).*left/ })
      .first()
      .check();
    // My Rituals' first list answer after the move comes slowly, as a long list on a busy machine does (the whole
    // suite): in the meantime it must not show the lists it kept from before the move, with the old date.
    let slowed = false;
    await page.route(
      (url) => url.pathname === '/api/order/listUpcoming',
      async (route) => {
        if (!slowed) {
          slowed = true;
          await new Promise((resolve) => setTimeout(resolve, 3000));
        }
        await route.continue();
      },
    );
    // The toast shows for the second before /account opens: watch for it from the click on.
    const toast = page.getByText('Order has been modified successfully!').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Confirm new date' }).click();
    await toast;
    await expect(page).toHaveURL(`${E2E.appOrigin}/account`);
    // My Rituals opens at its top: the booking page was scrolled down to its button, and the phone's list once took
    // that scroll for its own and moved the window to the footer.
    await expect(page.locator('article').first()).toBeInViewport({ timeout: 30_000 });
    const moved = await card(page, 'Upcoming', ref);
    await expect(moved.getByRole('button', { name: 'Modify' })).toBeVisible();
    // Read at once, not awaited: the card must show the new date as soon as it shows at all. (A wait for
    // 'networkidle' here waited for nothing: the page reached that state long before, and /account opens in the page.)
    const after = await moved.getByText(/^\d{2}\/\d{2}\/\d{4} · .* · In person$/).textContent();
    expect(after).not.toBe(before);
  });
  test('Within 5 days at a centre without refunds: Reschedule disabled with its tooltip, Modify not offered; a ritual that cannot be cancelled says why instead of asking', async ({
    page,
  }, info) => {
    // Bhairavi Vilakku Seva cannot be cancelled (canCancel false); an evening about three days ahead.
    const ref = await paidBooking(page, {
      centerId: 'in-coimbatore',
      productId: 'in-coimbatore-bhairavi-vilakku-seva',
      slots: [{ 'Sesame-oil lamp': 1 }],
      meta: {},
      price: '₹151.00',
      skip: skipFor(1, info.project.name),
    });
    await page.goto(`${E2E.appOrigin}/account`);
    const booking = await card(page, 'Upcoming', ref);

    const reschedule = booking.getByRole('button', { name: 'Reschedule', exact: true });
    await expect(reschedule).toBeDisabled();
    await expect(reschedule).toHaveAccessibleDescription(
      'Reschedule is not available within 5 days of the ritual date.',
    );
    await reschedule.hover({ force: true });
    await expect(booking.getByRole('tooltip')).toHaveText(
      'Reschedule is not available within 5 days of the ritual date.',
    );
    // Modify would lead only to refusals here (a reschedule or a hold, both blocked): not offered.
    await expect(booking.getByRole('button', { name: 'Modify' })).toHaveCount(0);
    await expect(booking).toContainText('Ritual: Booked');

    // This ritual cannot be cancelled: the button is not live, and the reason is in words beside it (no
    // No/Yes that only leads to 'Something went wrong,please cancel again').
    await booking.locator('summary', { hasText: 'Order details' }).click();
    const cancel = booking.getByRole('button', { name: 'Cancel This Registration' });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAccessibleDescription('This ritual cannot be cancelled once booked.');
    await expect(booking.getByText('This ritual cannot be cancelled once booked.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.reload();
    await expect(await card(page, 'Upcoming', ref)).not.toContainText('Cancelled');
  });
});

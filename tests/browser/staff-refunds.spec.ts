// A refund the bank refused reaches the centre's staff: the devotee cancels a paid booking at a refund centre while
// the sandbox gateway fails the next refund; the centre admin finds it through the staff pages and retries it, and it
// goes through. A sevaka of the centre is offered no refunds page and is refused it.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import {
  card,
  expectNoSeriousAxeViolations,
  openAccount,
  paidBooking,
  TENNESSEE_SINGLE,
} from './support/orders';
import { setRefundApprovalAbove } from './support/database';
import {
  cancelFromMyRituals,
  refusedRefund,
  rowsAfterReload,
  staffHomeAt,
  staffRefundsAt,
} from './support/refunds';

test('a refused refund is listed for the centre admin, retried, and leaves the list', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const ref = await refusedRefund(page, 22);

  // The admin's browser is in another time zone than the centre: times still read in the centre's (CT).
  const admin = await (await browser.newContext({ timezoneId: 'Asia/Tokyo' })).newPage();
  await staffRefundsAt(admin, 'admin@example.org');
  const row = admin.getByRole('listitem').filter({ hasText: ref });
  await expect.poll(() => rowsAfterReload(admin, row), { timeout: 60_000, intervals: [1_000] }).toBe(1);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('$25.00');
  await expect(row).toContainText('devotee@example.org');
  // One booking reference everywhere: the form the devotee reads, not the stored id.
  await expect(row.locator('dt:text-is("Bookings") + dd')).toHaveText(ref);
  await expect(row.locator('dt:text-is("Since") + dd')).toHaveText(/\d\d:\d\d [AP]M CT$/);
  await expectNoSeriousAxeViolations(admin);

  await row.getByRole('button', { name: /^Retry refund / }).click();
  await expect(admin.getByText(/Refund [0-9A-Z]{12} sent to the gateway/)).toBeVisible();
  // The gateway's signed notification settles it: the refund leaves the list.
  await expect.poll(() => rowsAfterReload(admin, row), { timeout: 60_000, intervals: [1_000] }).toBe(0);

  // A sevaka's roles offer the day's rituals but no refunds page, and the page itself refuses them.
  const sevaka = await (await browser.newContext()).newPage();
  await staffHomeAt(sevaka, 'staff@example.org');
  await expect(sevaka.getByRole('link', { name: "The day's rituals" })).toBeVisible();
  await expect(sevaka.getByRole('link', { name: 'Failed refunds' })).toHaveCount(0);
  await sevaka.goto(`${E2E.backOfficeOrigin}/staff/refunds`);
  await expect(sevaka.getByRole('alert')).toContainText('Only a centre admin or accounts manager of');
  await expect(sevaka.getByRole('listitem').filter({ hasText: ref })).toHaveCount(0);
});

test('approving a refund asks first: "Not now" leaves it waiting, the yes sends it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const ref = await paidBooking(page, TENNESSEE_SINGLE(26));
  // Tennessee's admin has every refund above $20.00 wait for a second approver, for as long as the cancel takes.
  const restore = await setRefundApprovalAbove('us-tennessee', 2000);
  try {
    await cancelFromMyRituals(page, ref);
  } finally {
    await restore();
  }

  const admin = await (await browser.newContext()).newPage();
  await staffRefundsAt(admin, 'admin@example.org');
  const row = admin.getByRole('listitem').filter({ hasText: ref });
  await expect.poll(() => rowsAfterReload(admin, row), { timeout: 60_000, intervals: [1_000] }).toBe(1);
  await expect(row).toContainText('Awaiting approval');
  await expect(row).not.toContainText(/AWAITING_APPROVAL|IN_TRANSIT/);
  const approve = row.getByRole('button', { name: /^Approve refund / });
  const refundRef = ((await approve.textContent()) ?? '').replace('Approve refund ', '').trim();

  // The keyboard opens the confirmation; "Not now" closes it and the refund still waits, unsent.
  let approvals = 0;
  admin.on('request', (r) => {
    if (r.url().endsWith('/staff/refunds/approve')) approvals += 1;
  });
  await approve.focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: `Approve refund ${refundRef}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$25.00 goes back to devotee@example.org');
  await expect(dialog).toContainText('An approved refund cannot be taken back.');
  await expectNoSeriousAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  expect(approvals).toBe(0);
  // Read afresh from the server: still there, still waiting.
  await admin.reload();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Awaiting approval');

  // Escape is a no as well.
  await row.getByRole('button', { name: /^Approve refund / }).click();
  await expect(dialog).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(approvals).toBe(0);

  // The yes sends it: the toast says so and the refund leaves the list once the gateway has it.
  await row.getByRole('button', { name: /^Approve refund / }).click();
  await dialog.getByRole('button', { name: 'Approve and send $25.00' }).click();
  await expect(admin.getByText(`Refund ${refundRef} approved and sent to the gateway`)).toBeVisible();
  expect(approvals).toBe(1);
  await expect.poll(() => rowsAfterReload(admin, row), { timeout: 60_000, intervals: [1_000] }).toBe(0);
});

test('a refund the bank keeps refusing is recorded as refunded in cash after a yes: "Not now" changes nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Our own refused refund, not the demo's: other specs on the stack read the demo's failed refund as delayed.
  const ref = await refusedRefund(page, 27);

  const admin = await (await browser.newContext()).newPage();
  await staffRefundsAt(admin, 'admin@example.org');
  const row = admin.getByRole('listitem').filter({ hasText: ref });
  await expect.poll(() => rowsAfterReload(admin, row), { timeout: 60_000, intervals: [1_000] }).toBe(1);
  await expect(row).toContainText('Failed');
  // The gateway's words are behind "Details"; the office reads plain ones.
  const lastError = row.locator('dt:text-is("Last error") + dd');
  await expect(lastError).toContainText("The devotee's bank refused the refund.");
  const raw = lastError.getByText('BANK_REJECTED: the issuing bank refused the refund');
  await expect(raw).toBeHidden();
  await lastError.getByText('Details').click();
  await expect(raw).toBeVisible();

  let records = 0;
  admin.on('request', (r) => {
    if (r.url().endsWith('/staff/refunds/record-outside')) records += 1;
  });
  await row.getByRole('button', { name: 'Refunded another way' }).click();
  const dialog = admin.getByRole('dialog', {
    name: /^Record refund RF[0-9A-Z]{10} as refunded another way\?$/,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$25.00 back to devotee@example.org');
  await expect(dialog).toContainText('this cannot be taken back');
  await expectNoSeriousAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  expect(records).toBe(0);
  await admin.reload();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Failed');

  // The yes needs a way chosen; then the refund is done and leaves the list.
  await row.getByRole('button', { name: 'Refunded another way' }).click();
  await dialog.getByRole('button', { name: 'Record $25.00 as refunded' }).click();
  await expect(dialog.getByText('Choose how the money was given back')).toBeVisible();
  expect(records).toBe(0);
  await dialog.getByRole('radio', { name: 'Cash at the counter' }).check();
  await dialog.getByLabel(/Receipt, transfer or cheque number/).fill('Receipt 0042');
  await dialog.getByRole('button', { name: 'Record $25.00 as refunded' }).click();
  await expect(
    admin.getByText(/Refund RF[0-9A-Z]{10} of \$25\.00 recorded as refunded another way/),
  ).toBeVisible();
  expect(records).toBe(1);
  await expect(row).toHaveCount(0);
  expect(await rowsAfterReload(admin, row)).toBe(0);

  // The devotee's card reads it as refunded in cash.
  await openAccount(page);
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = await card(page, 'Past', ref);
  await expect(past).toContainText('Refund: Refunded (cash)');
});

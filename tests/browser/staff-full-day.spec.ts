// One day at the temple, each person on their own screen (issue 13): the centre admin adds a ritual with prasadam,
// the scheduler opens dates for it, a devotee books it online with the prasadam sent home and pays, the ritual
// assistant scans the QR code of the confirmation e-mail with a phone's camera and checks the devotee in, the
// packing volunteer ships the prasadam with a UPS tracking id that the devotee then sees in My Rituals, and the
// accounts manager closes the day's collections with no mismatch against the gateway.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { accountantClosesDay } from './full-day/accountant-closes-day';
import { adminAddsPackage } from './full-day/admin-adds-package';
import { adminAddsRitual } from './full-day/admin-adds-ritual';
import { assistantChecksInByQr } from './full-day/assistant-checks-in-by-qr';
import { devoteeBooksWithPrasadam } from './full-day/devotee-books';
import { packerShips } from './full-day/packer-ships';
import { schedulerOpensDates } from './full-day/scheduler-opens-dates';
import { card, expectNoSeriousAxeViolations, openAccount } from './support/orders';
import { waitForMail } from './support/cart-fixtures';
import { movePaymentToYesterday } from './support/database';
import { signIn } from './support/sign-in';

const DEVOTEE = 'devotee@example.org';
const TRACKING = '1Z999AA10123456784';

/** A staff member on their own browser, signed in on the back office with Sannidhi Tennessee chosen. */
async function staffPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  return page;
}

/** The staff member's screen passes axe and, at 360 px, needs no sideways scrolling; then back to a desktop. */
async function checkScreen(page: Page) {
  await expectNoSeriousAxeViolations(page);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

/** Yesterday in the centre's zone, yyyy-mm-dd. */
const yesterdayAtTennessee = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', dateStyle: 'short' }).format(
    new Date(Date.now() - 86_400_000),
  );

test('one day at the temple, from a new ritual to the day close', async ({ browser, page, request }) => {
  test.setTimeout(600_000);
  const ritualName = `Navagraha Archana ${Date.now().toString(36).toUpperCase()}`;

  await test.step('the centre admin adds the ritual and a package of it', async () => {
    const admin = await staffPage(browser, 'demo.center-admin@example.org');
    // Booking stays open until the ritual starts, so that the devotee books today's and is checked in on its day.
    await adminAddsRitual(admin, { name: ritualName, priceMinor: 2100, withPrasadam: true, cutOffHours: 0 });
    await checkScreen(admin);
    await adminAddsPackage(admin, {
      urlTag: ritualName.toLowerCase().replace(/\s+/g, '-'),
      name: `Navagraha week ${ritualName.split(' ').at(-1)}`,
      ritualName,
    });
    await checkScreen(admin);
    // The centre's settings, as the admin would look them over.
    await admin.goto(`${E2E.backOfficeOrigin}/staff/centre`);
    await expect(admin.getByRole('form', { name: 'Center settings' })).toBeVisible();
    await expect(admin.getByLabel(/^Time zone/)).toHaveValue('America/Chicago');
    await checkScreen(admin);
    await admin.context().close();
  });

  await test.step('the scheduler opens its dates', async () => {
    const scheduler = await staffPage(browser, 'demo.ritual-scheduler@example.org');
    await schedulerOpensDates(scheduler, { ritualName, capacity: 10, days: 3 });
    await checkScreen(scheduler);
    await scheduler.context().close();
  });

  const booking = await test.step('a devotee books it with prasadam and pays', () =>
    devoteeBooksWithPrasadam(page, {
      email: DEVOTEE,
      ritualName,
      price: '$21.00',
      participant: 'Lakshmi Narayanan',
      address: { phone: '6155550123', line1: '951 Isha Lane, Suite 4', pinCode: '37355' },
    }));

  await test.step('the ritual assistant checks the devotee in by the QR code', () =>
    assistantChecksInByQr(request, { ...booking, devoteeEmail: DEVOTEE }));

  await test.step('the packer ships the prasadam; the devotee sees the tracking id', async () => {
    const packer = await (await browser.newContext()).newPage();
    await packerShips(packer, { reference: booking.reference, carrier: 'UPS', trackingId: TRACKING });
    await checkScreen(packer);
    await packer.context().close();
    expect(
      await waitForMail(page, DEVOTEE, new RegExp(`https://www\\.ups\\.com/track\\?tracknum=${TRACKING}`)),
    ).toBe(`https://www.ups.com/track?tracknum=${TRACKING}`);
    await openAccount(page);
    // Checked in as Completed, the booking is among the devotee's past rituals.
    await page.getByRole('tab', { name: 'Past' }).click();
    const order = await card(page, 'Past', booking.reference);
    await order.locator('summary', { hasText: 'Order details' }).click();
    await expect(order.getByRole('link', { name: TRACKING })).toHaveAttribute(
      'href',
      `https://www.ups.com/track?tracknum=${TRACKING}`,
    );
  });

  await test.step('the accounts manager closes the day with no mismatch', async () => {
    // A day is closed once it is over: the booking's payment is let become yesterday's.
    await movePaymentToYesterday(booking.reference);
    const accountant = await (await browser.newContext()).newPage();
    await accountantClosesDay(accountant, { date: yesterdayAtTennessee() });
    await checkScreen(accountant);
    await accountant.context().close();
  });

  await test.step('the centre admin reads the day in the audit log', async () => {
    const admin = await staffPage(browser, 'demo.center-admin@example.org');
    await admin.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entries = admin.getByRole('table', { name: 'Audit entries' });
    // Sentences, with the booking reference as people read it.
    await expect(
      entries.getByRole('row', { name: /Closed the day \d{4}-\d\d-\d\d: / }).first(),
    ).toBeVisible();
    await expect(entries.getByRole('row', { name: `Added the ritual ${ritualName}.` }).first()).toBeVisible();
    await expect(
      entries.getByRole('row').filter({ hasText: `Checked in booking ${booking.reference} as Completed.` }),
    ).toHaveCount(1);
    expect(await entries.evaluate((e) => (e as HTMLElement).innerText)).not.toContain(
      `SAN${booking.reference}`,
    );
    await checkScreen(admin);
    await admin.context().close();
  });
});

// Prasadam dispatch end to end: a devotee books an online abhishekam with prasadam mailed home and pays; the demo
// packing volunteer finds the parcel, ships it with a UPS tracking id; the devotee is mailed the tracking link and
// sees the carrier and tracking id in My Rituals.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { packerShips } from './full-day/packer-ships';
import { waitForMail } from './support/cart-fixtures';
import {
  card,
  expectNoSeriousAxeViolations,
  openAccount,
  paidBooking,
  TENNESSEE_SINGLE,
} from './support/orders';

const HOME_ADDRESS = {
  name: 'Lakshmi Narayanan',
  code: '+1',
  phone: '6155550123',
  country: 'US',
  pinCode: '37355',
  city: 'Manchester',
  state: 'Tennessee',
  line1: '951 Isha Lane, Suite 4',
  line2: '',
  line3: '',
};
const TRACKING = '1Z999AA10123456784';

test('the packer ships a paid prasadam with a tracking id that the devotee then sees', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const reference = await paidBooking(page, { ...TENNESSEE_SINGLE(3), prasadamTo: HOME_ADDRESS });

  const packer = await (await browser.newContext()).newPage();
  await packerShips(packer, { reference, carrier: 'UPS', trackingId: TRACKING });
  await expectNoSeriousAxeViolations(packer);
  // The shipped parcel's 4×6 label prints from the page (a PDF the api draws).
  await packer.getByRole('checkbox', { name: `Parcel ${reference}` }).check();
  const [download] = await Promise.all([
    packer.waitForEvent('download'),
    packer.getByRole('button', { name: '4×6 labels (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('prasadam-address-labels.pdf');
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const link = `https://www.ups.com/track?tracknum=${TRACKING}`;
  expect(
    await waitForMail(page, 'devotee@example.org', new RegExp(`ref ${reference}[\\s\\S]*${TRACKING}`)),
  ).toContain(TRACKING);
  expect(await waitForMail(page, 'devotee@example.org', new RegExp(link.replace(/[?.]/g, '\\$&')))).toBe(
    link,
  );

  await openAccount(page);
  const booking = await card(page, 'Upcoming', reference);
  await booking.locator('summary').first().click();
  await expect(booking.getByText('SHIPPED')).toBeVisible();
  await expect(booking.getByRole('link', { name: TRACKING })).toHaveAttribute('href', link);
});

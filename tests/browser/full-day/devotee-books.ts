// The devotee's step of the full day: on the devotee site, the new ritual is in the centre's list; they book its
// first open date online with the prasadam sent home, and pay on the gateway. Answers the booking reference and date.
import { expect, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';
import { bookingDate } from '../support/orders';
import { signIn } from '../support/sign-in';

export interface HomeAddress {
  phone: string;
  line1: string;
  pinCode: string;
}

export async function devoteeBooksWithPrasadam(
  page: Page,
  booking: { email: string; ritualName: string; price: string; participant: string; address: HomeAddress },
): Promise<{ reference: string; date: string }> {
  await signIn(page, booking.email);
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await page.getByRole('link', { name: `Register for ${booking.ritualName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: booking.ritualName })).toBeVisible();

  await page.getByRole('radio', { name: /^Online/ }).check();
  const calendar = page.getByTestId('calendar-section');
  await calendar
    .getByRole('button', { name: /\d+ times? available$/ })
    .first()
    .click();
  await calendar
    .getByRole('radio', { name: /(AM|PM).*left/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'More Single' }).click();
  // The editor's new ritual asks each participant's name.
  await page.getByLabel('Name of the devotee').fill(booking.participant);
  await page.getByLabel('Send the prasadam to my address').check();
  const address = page.getByTestId('address-form');
  await address.getByLabel('Mobile number').fill(booking.address.phone);
  await address.getByLabel('Flat, House no., Building, Company, Apartment').fill(booking.address.line1);
  await address.getByLabel('Pin code').fill(booking.address.pinCode);
  await expect(address.getByLabel('City')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();

  await page.goto(`${E2E.appOrigin}/cart`);
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: `Pay ${booking.price}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/gateway`));
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible();
  // The reference the confirmation e-mail and My Rituals show: the order of this ritual, read as the app reads it.
  const bookingId = await page.evaluate(async (ritualName) => {
    const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as {
      authToken: string;
      userId: string;
    };
    const res = await fetch(
      `/api/order/listUpcoming?ssoId=${session.userId}&center=us-tennessee&limit=50&offset=0`,
      { headers: { Authorization: `Bearer ${session.authToken}` } },
    );
    const orders = (await res.json()).payload as { bookingId: string; productInfo: { name: string } }[];
    return orders.find((o) => o.productInfo.name === ritualName)?.bookingId ?? null;
  }, booking.ritualName);
  expect(bookingId, `an upcoming order of ${booking.ritualName}`).toBeTruthy();
  const reference = bookingId!.slice(3);
  return { reference, date: await bookingDate(page, reference, 'us-tennessee') };
}

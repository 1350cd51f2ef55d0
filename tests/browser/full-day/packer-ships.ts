// The packing volunteer's step of the full day: signed in on the back office as the demo packing volunteer, they
// open Prasadam dispatch, find the devotee's parcel by its booking reference, choose it, ship it with the carrier and
// a tracking id, and see it among the shipped parcels with its tracking link.
import { expect, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';
import { signIn } from '../support/sign-in';

export const DEMO_PACKER = 'demo.prasadam-packing-volunteer@example.org';

const CARRIER_OPTIONS = { UPS: 'UPS', STAMPS: 'USPS (Stamps)' } as const;

export async function packerShips(
  page: Page,
  parcel: { reference: string; carrier: keyof typeof CARRIER_OPTIONS; trackingId: string },
): Promise<void> {
  const { reference, carrier, trackingId } = parcel;
  await signIn(page, DEMO_PACKER, { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  await page
    .getByRole('list', { name: 'Staff pages' })
    .getByRole('link', { name: 'Prasadam dispatch' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prasadam dispatch' })).toBeVisible();

  await page.getByLabel('Booking reference or name').fill(reference);
  await page.getByRole('button', { name: 'Find' }).click();
  const parcels = page.getByRole('list', { name: 'Parcels' });
  const card = parcels.getByRole('listitem').filter({ hasText: `Parcel ${reference}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('To pack')).toBeVisible();
  // The ritual's date in words, as the other staff pages head their dates, not yyyy-mm-dd.
  await expect(card).toContainText(/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(card).not.toContainText(/\d{4}-\d\d-\d\d/);
  await card.getByRole('checkbox', { name: `Parcel ${reference}` }).check();

  await page.getByLabel('New status').selectOption('SHIPPED');
  await page.getByLabel('Carrier').selectOption({ label: CARRIER_OPTIONS[carrier] });
  await page.getByLabel(`Tracking id of ${reference}`).fill(trackingId);
  await page.getByRole('button', { name: 'Update 1 parcel' }).click();
  await expect(page.getByText('1 parcel marked shipped')).toBeVisible();

  await page.getByLabel('Parcels to show').selectOption({ label: 'Shipped' });
  const shipped = parcels.getByRole('listitem').filter({ hasText: `Parcel ${reference}` });
  await expect(shipped.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(shipped.getByRole('link', { name: trackingId })).toBeVisible();
}

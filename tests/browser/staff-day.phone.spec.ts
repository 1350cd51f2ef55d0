// The day's rituals in the temple hall: a devotee books and pays; a sevaka of the centre opens the day of that
// booking from the staff pages, finds the booking in its slot, types the reference into the check-in box and marks
// it Completed; the list shows who checked it in, and the printed page keeps only the list.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { bookingDate, expectNoSeriousAxeViolations, paidBooking, TENNESSEE_SINGLE } from './support/orders';
import { ritualDayComes } from './support/database';
import { backToEnglish, catalogue } from './support/languages';
import { signIn } from './support/sign-in';

test('a sevaka checks a booking in by its typed reference', async ({ page }, info) => {
  test.setTimeout(180_000);
  const ref = await paidBooking(page, TENNESSEE_SINGLE(info.project.name === 'phone' ? 25 : 24));
  const date = await bookingDate(page, ref, 'us-tennessee');

  await signIn(page, 'staff@example.org', { origin: E2E.backOfficeOrigin });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  await page
    .getByRole('list', { name: 'Staff pages' })
    .getByRole('link', { name: "The day's rituals" })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: "The day's rituals" })).toBeVisible();

  await page.getByLabel('Date').fill(date);
  const booking = page.getByRole('listitem', { name: `Booking ${ref}` });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText('Not checked in');
  await expect(page.getByRole('list', { name: `Participants of ${ref}` })).toContainText('Lakshmi');
  await expectNoSeriousAxeViolations(page);

  const box = page.getByRole('region', { name: 'Check in' });
  // Days before the ritual, the check-in is refused, saying why, and nothing is marked.
  await box.getByLabel('Booking reference').fill(ref);
  await box.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'a devotee is checked in on the day of the ritual, not before.' }),
  ).toBeVisible();
  await expect(booking).toContainText('Not checked in');

  // The ritual's day comes: the booking is on today's list and is checked in.
  await ritualDayComes(ref);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', dateStyle: 'short' }).format(
    new Date(),
  );
  await page.getByLabel('Date').fill(today);
  await expect(booking).toContainText('Not checked in');
  await box.getByLabel('Booking reference').fill(ref.toLowerCase());
  await box.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(box.getByRole('status')).toHaveText(`${ref} checked in as Completed by Meera Iyer.`);
  await expect(booking).toContainText(/Completed at \d\d:\d\d [AP]M CT by Meera Iyer/);
  await expect(booking.getByRole('button', { name: /^Completed/ })).toHaveCount(0);

  // Scanned again by the same sevaka: the same answer, nothing changes.
  await box.getByLabel('Booking reference').fill(ref);
  await box.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(box.getByRole('status')).toHaveText(`${ref} checked in as Completed by Meera Iyer.`);

  // On paper only the list remains.
  await page.emulateMedia({ media: 'print' });
  await expect(box).toBeHidden();
  await expect(booking).toBeVisible();

  // In Tamil the booking's options read as the centre named them in Tamil (the booking keeps them in English).
  await page.emulateMedia({ media: 'screen' });
  const tr = catalogue('ta');
  try {
    await page.goto(`${E2E.backOfficeOrigin}/staff/day?center=us-tennessee&lang=ta`);
    await page.getByLabel(tr('Date')).fill(today);
    const inTamil = page.getByRole('listitem', { name: tr('Booking {reference}', { reference: ref }) });
    await expect(inTamil).toContainText('ஒருவர் X 1');
    await expect(inTamil).not.toContainText('Single');
  } finally {
    // staff@example.org is shared by other specs: its stored language goes back to English.
    await backToEnglish(page, E2E.backOfficeOrigin);
  }
});

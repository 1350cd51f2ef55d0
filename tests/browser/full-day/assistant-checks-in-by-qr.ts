// The ritual assistant in the temple hall: the devotee shows the confirmation e-mail, the assistant opens the day's
// rituals on a phone, scans the e-mail's QR code with the camera and marks the booking Completed.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from '../e2e-env';
import { expectNoSeriousAxeViolations } from '../support/orders';
import { browserWithCamera, confirmationQr, qrVideoFile } from '../support/qr-camera';
import { signIn } from '../support/sign-in';

export async function assistantChecksInByQr(
  request: APIRequestContext,
  booking: { reference: string; date: string; devoteeEmail: string; participant?: string },
  staff = { email: 'demo.ritual-assistant@example.org', name: 'Demo Ritual Assistant' },
): Promise<void> {
  const video = qrVideoFile(await confirmationQr(request, booking.devoteeEmail, booking.reference));
  const browser = await browserWithCamera(video);
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await signIn(page, staff.email, { origin: E2E.backOfficeOrigin });
    await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
    await page
      .getByRole('list', { name: 'Staff pages' })
      .getByRole('link', { name: "The day's rituals" })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: "The day's rituals" })).toBeVisible();
    await page.getByLabel('Date').fill(booking.date);
    const card = page.getByRole('listitem', { name: `Booking ${booking.reference}` });
    await expect(card).toContainText('Not checked in');
    if (booking.participant) {
      await expect(page.getByRole('list', { name: `Participants of ${booking.reference}` })).toContainText(
        booking.participant,
      );
    }

    const box = page.getByRole('region', { name: 'Check in' });
    await box.getByRole('button', { name: 'Scan QR code' }).click();
    const scan = page.getByRole('dialog', { name: 'Scan the QR code' });
    await expect(scan.getByLabel('Camera view')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // The camera reads the code: the dialog closes and the reference stands in the box.
    await expect(scan).toBeHidden({ timeout: 20_000 });
    await expect(box.getByLabel('Booking reference')).toHaveValue(booking.reference);
    await box.getByRole('button', { name: 'Completed', exact: true }).click();
    await expect(box.getByRole('status')).toHaveText(
      `${booking.reference} checked in as Completed by ${staff.name}.`,
    );
    await expect(card).toContainText(new RegExp(`Completed at \\d\\d:\\d\\d [AP]M CT by ${staff.name}`));
    await context.close();
  } finally {
    await browser.close();
  }
}

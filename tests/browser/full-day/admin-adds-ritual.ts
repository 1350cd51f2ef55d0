// The full day's first step (issue 13): the centre admin adds a ritual through the catalogue editor — one variant at
// a price, with or without prasadam delivery — and sees it listed with that price. The page must be signed in on the
// back-office origin as a centre admin with the centre chosen (demo.center-admin@example.org, Sannidhi Tennessee).
import { expect, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';

export interface NewRitual {
  name: string;
  /** The one variant's price in minor units (cents at Tennessee). */
  priceMinor: number;
  withPrasadam: boolean;
  /** Hours before a slot that booking closes; the editor's default (24) when absent. */
  cutOffHours?: number;
}

export async function adminAddsRitual(
  page: Page,
  { name, priceMinor, withPrasadam, cutOffHours }: NewRitual,
): Promise<void> {
  await page.goto(`${E2E.backOfficeOrigin}/staff`);
  await page.getByRole('list', { name: 'Staff pages' }).getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a ritual' }).click();
  await expect(page.getByRole('heading', { name: 'Add a ritual' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Devi abhishekam' });
  await page
    .getByRole('combobox', { name: 'Category', exact: true })
    .selectOption({ label: 'Devi offerings' });
  await page
    // The English description ("Description (optional)"), not the other languages' ("Description in தமிழ்").
    .getByRole('textbox', { name: /^Description(?! in )/ })
    .fill(`${name}, offered at the temple for the devotee's family.`);
  await page
    .getByRole('combobox', { name: 'How devotees attend' })
    .selectOption({ label: withPrasadam ? 'In person or online' : 'In person at the temple' });
  const price = (priceMinor / 100).toFixed(2);
  await page.getByRole('textbox', { name: /^Price of variant 1/ }).fill(price);
  await page
    .getByRole('combobox', { name: 'Prasadam delivery' })
    .selectOption({ label: withPrasadam ? 'For every booking' : 'No prasadam' });
  if (cutOffHours !== undefined) {
    await page.getByLabel(/^Cut-off \(hours before the slot\)/).fill(String(cutOffHours));
  }
  await page.getByRole('button', { name: 'Save ritual' }).click();

  await expect(
    page.getByText(
      `${name} is added. It has no dates yet: add its dates on Schedule, then devotees can book it.`,
    ),
  ).toBeVisible();
  const item = page
    .getByRole('list', { name: /^Rituals of / })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item.getByRole('list', { name: `Prices of ${name}` })).toHaveText(
    new RegExp(`Single: \\D*${price}`),
  );
  const about = item.getByRole('list', { name: `About ${name}` });
  await expect(about).toContainText('Shown to devotees');
  if (withPrasadam) await expect(about).toContainText('Prasadam delivery');
  else await expect(about).not.toContainText('Prasadam delivery');
}

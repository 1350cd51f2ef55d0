// Catalogue content in every language (issue 28, Deliver 5): a centre admin gives the centre's description in Tamil in
// the centre settings; a devotee reading Tamil sees it on the centre's card, and one reading Telugu (no Telugu text)
// sees the English description.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { signIn, signUp } from './support/sign-in';

const TAMIL = 'மத்திய டென்னசியின் மலைகளில், குளமும் விளக்கு மண்டபமும் கொண்ட தேவி ஆலயம்.';

test('a centre description given in Tamil in the centre settings shows on the card in Tamil, English otherwise', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'demo.center-admin@example.org', { origin: E2E.backOfficeOrigin, path: '/?lang=en' });
  await admin.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(admin).toHaveURL(`${E2E.backOfficeOrigin}/staff`);
  await admin.goto(`${E2E.backOfficeOrigin}/staff/centre`);
  const english = admin.getByLabel('Description in English');
  await expect(english).not.toHaveValue('', { timeout: 30_000 });
  const englishText = (await english.inputValue()).trim();
  // Each other language has its own optional field, named in its own script.
  await expect(admin.getByLabel('Description in తెలుగు')).toHaveValue('');
  await admin.getByLabel('Description in தமிழ்').fill(TAMIL);
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('The settings of Sannidhi Tennessee are saved')).toBeVisible({
    timeout: 30_000,
  });
  // English is required.
  await english.fill('');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Description: enter the English text')).toBeVisible();

  // A devotee of their own: choosing a language is stored on the account, and the shared demo devotee's other tests
  // read English.
  await signUp(page, {
    email: `texts.${Date.now()}@example.org`,
    firstName: 'Meenakshi',
    lastName: 'Sundaram',
    country: 'IN',
  });
  await page.goto(`${E2E.appOrigin}/?lang=ta`);
  const card = page
    .locator('article, li')
    .filter({ has: page.getByRole('heading', { name: 'Sannidhi Tennessee' }) });
  await expect(card.first()).toContainText(TAMIL, { timeout: 30_000 });
  await page.goto(`${E2E.appOrigin}/?lang=te`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(card.first()).toContainText(englishText, { timeout: 30_000 });
  await expect(card.first()).not.toContainText(TAMIL);
});

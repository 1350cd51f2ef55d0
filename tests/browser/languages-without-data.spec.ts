// Dates in a language the browser has no data for, and the staff console in a devotee's language (issue 28, the walk's
// gaps): Debian's Chromium carries no Nepali date names, so with नेपाली chosen Intl answered "November 2026" and
// "Tue"; the app now names months and weekdays with its own Nepali words. The staff day list's refusals, the accounts
// page's payment channels and the slot times read in Tamil, with no English left in them.
import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { catalogue } from './support/languages';
import { signIn, signUp } from './support/sign-in';

const slow = { timeout: 30_000 };
const NEPALI_MONTHS = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

test("the booking calendar names months and weekdays in Nepali without the browser's Nepali data", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'one run is enough: the calendar is the same at both widths');
  test.setTimeout(120_000);
  const email = `nepali.dates.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  await signUp(page, { email, firstName: 'Sita', lastName: 'Shrestha', country: 'IN' });
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(/\/rituals$/, slow);

  await page.goto(`${E2E.appOrigin}/rituals/book-ritual/in-coimbatore-annaprasanam?lang=ne`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const calendar = page.getByTestId('calendar-section');
  const title = calendar.locator('.sn-month__title');
  await expect(title).toBeVisible(slow);
  expect((await title.innerText()).trim(), 'the month is named in Nepali').toMatch(
    new RegExp(`^(${NEPALI_MONTHS.join('|')}) \\d{4}$`),
  );
  // The days' accessible names say the weekday and month in Nepali too ("मङ्गलबार, 24 नोभेम्बर 2026"), no English.
  const days = calendar.getByRole('grid').locator('button[data-day]');
  await expect(days.first()).toBeVisible();
  const name = (await days.first().getAttribute('aria-label')) ?? '';
  expect(name, 'a calendar day is named in Nepali').toMatch(new RegExp(`(${NEPALI_MONTHS.join('|')})`));
  expect(name, 'a calendar day is named without English').not.toMatch(/[A-Za-z]{3,}/);

  // A ritual of a few dates shows a strip of days: short weekday and month in Nepali ("मङ्गल 1 डिसेम्बर").
  await page.goto(`${E2E.appOrigin}/rituals/book-ritual/in-coimbatore-vasthram-arpanam?lang=ne`);
  const strip = page.getByTestId('calendar-section').getByRole('radio').first();
  await expect(strip).toBeVisible(slow);
  const stripName =
    (await strip.getAttribute('aria-label')) ??
    (await strip.evaluate((el) => el.closest('label')?.textContent ?? ''));
  expect(stripName, 'a day of the strip is named in Nepali').toMatch(
    new RegExp(`(${NEPALI_MONTHS.join('|')})`),
  );
  expect(stripName).not.toMatch(/[A-Za-z]{3,}/);
  // What this Chromium has: the check above holds either way; this says which path the run took.
  const intlHasNepali = await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['ne']).length > 0);
  test.info().annotations.push({ type: 'Intl has Nepali', description: String(intlHasNepali) });
});

test("the staff day list's refusals and the accounts' channels in Tamil", async ({ page, isMobile }) => {
  test.skip(isMobile, 'one run is enough');
  test.setTimeout(120_000);
  const tr = catalogue('ta');
  await signIn(page, 'admin@example.org', { origin: E2E.backOfficeOrigin, path: '/?lang=ta' });
  await page.goto(`${E2E.backOfficeOrigin}/staff/day?center=in-coimbatore&lang=ta`);
  await expect(page.getByRole('heading', { level: 1, name: tr("The day's rituals") })).toBeVisible(slow);
  const box = page.getByRole('region', { name: tr('Check in') });
  await box.getByLabel(tr('Booking reference')).fill('ZZZZ0000');
  await box.getByRole('button', { name: tr('Completed'), exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'ZZZZ0000' });
  await expect(refusal).toContainText('இந்த மையத்தில்', slow);
  expect((await refusal.innerText()).replace('ZZZZ0000', ''), 'the refusal has no English').not.toMatch(
    /[A-Za-z]{3,}/,
  );
  // The slots' times say AM and PM in Tamil's words, as the mails do.
  for (const heading of await page.locator('.sn-staff-day__slot-title').all()) {
    expect(await heading.innerText()).not.toMatch(/\b[AP]M\b/);
  }

  await page.goto(`${E2E.backOfficeOrigin}/staff/accounts?center=in-coimbatore&lang=ta`);
  const collections = page.getByRole('table', { name: tr('Collections per channel') });
  await expect(collections).toBeVisible(slow);
  const heads = await collections.locator('tbody th, tfoot th').allInnerTexts();
  expect(heads.length).toBeGreaterThan(0);
  for (const head of heads) expect(head, 'a channel named in Tamil').not.toMatch(/[A-Za-z]{3,}/);
  expect(heads).toContain(tr('Cash'));
  expect(heads).toContain(tr('All channels'));
});

// The dial code's select at 360 px in Tamil: "+91 இந்தியா" was cut off to "+91 இந்…" in its 7 rem column; on a phone
// it takes a line of its own. The pseudo-locale test cannot see it: country names are data there, English and short.
test("the dial code's select reads whole at 360 px in Tamil (“+91 இந்தியா”, not “+91 இந்…”)", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the desktop run sets 360 px itself (signing up on the phone project is slow)');
  test.setTimeout(120_000);
  const email = `tamil.dial.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  await signUp(page, { email, firstName: 'Meena', lastName: 'Raman', country: 'IN' });
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(/\/rituals$/, slow);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${E2E.appOrigin}/rituals/book-ritual/in-coimbatore-vasthram-arpanam?lang=ta`);
  await page.getByLabel(catalogue('ta')('Send the prasadam to my address')).check();
  const select = page.getByTestId('address-form').locator('select[autocomplete="tel-country-code"]');
  await expect(select).toBeVisible(slow);
  const { chosen, room, width } = await select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = el.options[el.selectedIndex]?.text ?? '';
    const space = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { chosen: text, room: space, width: context.measureText(text).width };
  });
  expect(chosen).toContain('இந்தியா');
  expect(width, `"${chosen}" fits its select`).toBeLessThanOrEqual(room + 1);
});

// A ritual's booking-form texts in the devotee's language (issue 28, Deliver 1 and 5): in Tamil the booking form shows
// the calendar title, the questions, the drop-downs' choices and the options (variants) in Tamil, as the demo centre
// gave them; the choice made is still kept as its English value, and the cart names the option in Tamil too.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { catalogue, expectNoEnglishOnScreen } from './support/languages';
import { signIn, signUp } from './support/sign-in';

const slow = { timeout: 30_000 };
const tr = catalogue('ta');
const PERSON = ['Meenakshi', 'Sundaram', 'Meenakshi Sundaram'];

/**
 * What may stay English on screen: the person's name, the language menu's "English" (each language is named in its
 * own script), and the centres' own data (names, addresses, copyright line). Not the booking form's texts.
 */
async function dataOnScreen(page: Page): Promise<string[]> {
  const centres = await page.evaluate(async () => {
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    const centers = (await (await fetch('/api/centers/list')).json()).payload as object[];
    for (const c of centers) {
      const { name, label, contact, meta } = c as Record<string, unknown>;
      collect([name, label, contact, meta]);
    }
    return texts.filter((t) => t.trim().length > 0);
  });
  return [...PERSON, 'English', ...centres];
}

async function openInTamil(page: Page, slug: string, title: string) {
  await page.goto(`${E2E.appOrigin}/rituals/book-ritual/in-coimbatore-${slug}?lang=ta`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(slow);
}

test('in Tamil the booking form shows Tamil labels, choices and options; the stored choice stays English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `form.texts.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  await signUp(page, { email, firstName: 'Meenakshi', lastName: 'Sundaram', country: 'IN' });
  await page.goto(`${E2E.appOrigin}/?lang=ta`);
  await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
  await expect(page).toHaveURL(/\/rituals$/, slow);
  const data = await dataOnScreen(page);

  // Annaprasanam: the child's questions and their drop-downs.
  await openInTamil(page, 'annaprasanam', 'அன்னப்பிராசனம்');
  await expect(
    page.getByRole('heading', { name: 'உங்கள் குழந்தையின் அன்னப்பிராசனத்திற்கான தேதியைத் தேர்ந்தெடுக்கவும்' }),
  ).toBeVisible();
  await expect(page.getByLabel('குழந்தையின் பெயர்')).toBeVisible();
  await expect(page.getByLabel('உடன் வரும் பெரியவரின் பெயர்')).toBeVisible();
  await expect(page.getByText('குழந்தையின் வயது')).toBeVisible();
  const gender = page.getByLabel('பாலினம்');
  expect(await gender.locator('option').allTextContents()).toEqual([tr('Select'), 'பெண்', 'ஆண்']);
  await gender.selectOption({ label: 'பெண்' });
  await expect(gender).toHaveValue('Female');
  const relation = page.getByLabel('குழந்தையுடனான உறவு');
  expect(await relation.locator('option').allTextContents()).toEqual([
    tr('Select'),
    'தாய்',
    'தந்தை',
    'தாத்தா / பாட்டி',
    'பாதுகாவலர்',
  ]);
  await relation.selectOption({ label: 'தந்தை' });
  await expect(relation).toHaveValue('Father');
  await expectNoEnglishOnScreen(page, data, 'the Annaprasanam booking form');

  // Vasthram Arpanam: the calendar title, the options by their Tamil names, the devotee's questions.
  await openInTamil(page, 'vasthram-arpanam', 'வஸ்திர அர்ப்பணம்');
  await expect(
    page.getByRole('heading', { name: 'தேவி உங்கள் காணிக்கையை அணியும் நாளைத் தேர்ந்தெடுக்கவும்' }),
  ).toBeVisible();
  await page.getByTestId('date-strip').getByRole('radio').first().check();
  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(2, slow);
  await expect(rows.nth(0)).toContainText('பருத்திப் புடவை');
  await expect(rows.nth(1)).toContainText('பட்டுப் புடவை');
  await page.getByRole('button', { name: tr('More {name}', { name: 'பருத்திப் புடவை' }) }).click();
  await page.getByLabel('பக்தரின் பெயர்').fill('Meenakshi Sundaram');
  await expect(
    page.getByLabel('உங்கள் பிரார்த்தனை அல்லது சங்கல்பம் (விருப்பத்திற்குரியது, காணிக்கையின்போது வாசிக்கப்படும்)'),
  ).toBeVisible();
  await expect(page.getByTestId('booking-summary')).toContainText('பருத்திப் புடவை × 1');
  await expectNoEnglishOnScreen(page, data, 'the Vasthram Arpanam booking form');

  // In the cart the option keeps its English name (what the order books) and shows its Tamil one.
  await page.getByRole('button', { name: tr('Add to cart') }).click();
  const added = page.getByRole('dialog', { name: tr('Added to your cart') });
  await expect(added).toBeVisible(slow);
  const cart = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}').cart as {
        slots: { variants: { name: string; quantity: number }[] }[];
      }[],
  );
  expect(
    cart
      .at(-1)
      ?.slots[0]?.variants.filter((v) => v.quantity > 0)
      .map((v) => v.name),
  ).toEqual(['Cotton saree']);
  await added.getByRole('link', { name: tr('Go to cart') }).click();
  await expect(page.getByTestId('cart-item').first()).toContainText('பருத்திப் புடவை', slow);
  await expect(page.getByTestId('cart-item').first()).not.toContainText('Cotton saree');
});

test('the catalogue editor takes a variant name, a question and a calendar title per language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Kumkum Archana ${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'demo.center-admin@example.org', { origin: E2E.backOfficeOrigin, path: '/?lang=en' });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`, slow);
  await page.goto(`${E2E.backOfficeOrigin}/staff/catalogue`);
  await page.getByRole('button', { name: 'Add a ritual' }).click(slow);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Devi abhishekam' });
  await page
    .getByRole('combobox', { name: 'Category', exact: true })
    .selectOption({ label: 'Devi offerings' });
  await page.getByRole('textbox', { name: /^Price of variant 1/ }).fill('21.00');

  // Each text's other languages are folded under it; opened with the keyboard.
  const variant = page.locator('li', { has: page.getByRole('textbox', { name: 'Variant 1', exact: true }) });
  await variant.locator('summary').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Name of variant 1 in தமிழ்' }).fill('ஒருவர்');
  await page.getByRole('textbox', { name: 'Name of variant 1 in हिन्दी' }).fill('एक व्यक्ति');
  await page
    .locator('details', { has: page.locator('#ritual-calendar-title-ta') })
    .locator('summary')
    .click();
  await page.getByRole('textbox', { name: 'Calendar title in தமிழ்' }).fill('ஒரு நாளைத் தேர்ந்தெடுக்கவும்');
  const question = page.locator('li', {
    has: page.getByRole('textbox', { name: 'Question 1', exact: true }),
  });
  await question.locator('summary').click();
  await page.getByRole('textbox', { name: 'Question 1 in தமிழ்' }).fill('பக்தரின் பெயர்');
  await expect(variant.locator('summary')).toContainText('(2/6)');
  // At 360 px the opened languages stay within the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('textbox', { name: 'Question 1 in தமிழ்' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await page.getByRole('textbox', { name: 'Name of variant 1 in മലയാളം' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save ritual' }).click();
  await expect(page.getByText(`${name} is added.`, { exact: false })).toBeVisible(slow);
  // The list comes back at its heading, focused (the long form's Save button was at its foot, the list showed its
  // footer); edited and saved again, at that ritual's Edit button.
  const listHeading = page.getByRole('heading', { name: 'Rituals of Sannidhi Tennessee' });
  await expect(listHeading).toBeFocused();
  await expect(listHeading).toBeInViewport();
  const editButton = page.getByRole('button', { name: `Edit ${name}` });
  await editButton.click();
  await page.getByRole('button', { name: 'Save ritual' }).click();
  await expect(editButton).toBeFocused(slow);
  await expect(editButton).toBeInViewport();

  // The devotee catalogue serves them; empty languages are left out (English shows there).
  const saved = await page.evaluate(async (ritualName) => {
    const list = (await (await fetch('/api/products/list?centerId=us-tennessee&backOffice=true')).json())
      .payload as {
      id: string;
      name: string;
      config: { calendar: { texts?: unknown }; form?: { fields: { texts?: unknown }[] } };
    }[];
    const r = list.find((p) => p.name === ritualName)!;
    const variants = (await (await fetch(`/api/ritualVariants?productId=${r.id}&month=1&year=2030`)).json())
      .payload as { texts?: unknown }[];
    return {
      calendar: r.config.calendar.texts,
      field: r.config.form?.fields[0]?.texts,
      variant: variants[0]?.texts,
    };
  }, name);
  expect(saved).toEqual({
    calendar: { ta: { title: 'ஒரு நாளைத் தேர்ந்தெடுக்கவும்' } },
    field: { ta: { label: 'பக்தரின் பெயர்' } },
    variant: { ta: { name: 'ஒருவர்' }, hi: { name: 'एक व्यक्ति' } },
  });
});

test('the catalogue editor takes a banner image per language, by keyboard, within 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Kumkum Deepam ${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'demo.center-admin@example.org', { origin: E2E.backOfficeOrigin, path: '/?lang=en' });
  await page.getByRole('button', { name: 'Sannidhi Tennessee' }).click();
  await expect(page).toHaveURL(`${E2E.backOfficeOrigin}/staff`, slow);
  await page.goto(`${E2E.backOfficeOrigin}/staff/catalogue`);
  await page.getByRole('button', { name: 'Add a ritual' }).click(slow);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Devi abhishekam' });
  await page
    .getByRole('combobox', { name: 'Category', exact: true })
    .selectOption({ label: 'Devi offerings' });
  await page.getByRole('textbox', { name: /^Price of variant 1/ }).fill('21.00');

  // The desktop banner's other languages are folded under it; opened with the keyboard.
  const fold = page.locator('details', { has: page.locator('#ritual-carousel-desktop-ta') });
  await expect(fold.locator('summary')).toContainText('(0/6)');
  await fold.locator('summary').focus();
  await page.keyboard.press('Enter');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel('Banner image for desktops in தமிழ்')
    .setInputFiles({ name: 'banner-ta.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Current banner image for desktops in தமிழ்' })).toBeVisible(
    slow,
  );
  await expect(fold.locator('summary')).toContainText('(1/6)');
  // At 360 px the opened languages stay within the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await page.getByLabel('Banner image for desktops in മലയാളം').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await page.getByRole('checkbox', { name: 'Show a banner in the carousel' }).check();
  await page.getByRole('button', { name: 'Save ritual' }).click();
  await expect(page.getByText(`${name} is added.`, { exact: false })).toBeVisible(slow);

  // The devotee catalogue serves the Tamil banner; the other languages are left out (English shows there).
  const texts = await page.evaluate(async (ritualName) => {
    const list = (await (await fetch('/api/products/list?centerId=us-tennessee&backOffice=true')).json())
      .payload as { name: string; config: { carousel?: { texts?: Record<string, { image?: string }> } } }[];
    return list.find((p) => p.name === ritualName)?.config.carousel?.texts;
  }, name);
  expect(Object.keys(texts ?? {})).toEqual(['ta']);
  expect(texts?.ta?.image).toMatch(/^\/api\/images\//);
});

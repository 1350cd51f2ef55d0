// A devotee who reads only their own language (issue "Speak the devotee's language"): on a phone they choose it,
// sign up and in, book a ritual with a participant and prasadam sent home, pay, find the booking in My Rituals,
// put it on hold to reschedule, and add a family — with no English on any screen but the data (names, addresses,
// references, and the rituals' names and descriptions the centre wrote only in English; the booking form's questions,
// choices, options and calendar titles are given in every language, so they are not data here) — and the mails of that journey arrive in
// their language. Tamil walks all of it; every other language walks the first screens, choosing it from the menu.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { catalogue, expectNoEnglishOnScreen, type Translate } from './support/languages';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const slow = { timeout: 30_000 };

/** Signs up a new devotee on the sandbox's sign-in page (the provider's own page, in English). */
async function signUpOnProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/sso/login`), slow);
  await page.getByLabel('E-mail address').fill(email);
  // The provider's page at 360 px lays its demo accounts over the buttons: the forms are submitted directly.
  await page.getByRole('button', { name: 'Continue', exact: true }).dispatchEvent('click');
  await page.getByLabel('First name').fill('Meenakshi');
  await page.getByLabel('Last name').fill('Sundaram');
  await page.getByLabel('Country of residence').selectOption('IN');
  await page.getByRole('button', { name: 'Create account and continue' }).dispatchEvent('click');
  await page.waitForURL((url) => url.origin === E2E.appOrigin && url.pathname !== '/login', slow);
}

/**
 * The names and descriptions a centre wrote in its catalogue, in English (a centre names its rituals per language
 * where it chooses to). The booking form's texts (questions, choices, options, calendar titles) are not among them:
 * the demo gives them in every language (form-texts.ts), so none may be left in English.
 */
async function catalogueData(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    const centers = (await (await fetch('/api/centers/list')).json()).payload as {
      id: string;
      name: string;
      label: string;
      description: string;
      contact: unknown;
      meta: unknown;
    }[];
    // The centre's own settings (its copyright line, banner texts) are its data too.
    for (const c of centers) collect([c.name, c.label, c.description, c.contact, c.meta]);
    const rituals = (await (await fetch('/api/products/list?centerId=in-coimbatore')).json()).payload as {
      id: string;
      name: string;
      description: string;
    }[];
    for (const r of rituals) collect([r.name, r.description]);
    return texts.filter((t) => t.trim().length > 0);
  });
}

const PERSON = ['Meenakshi', 'Sundaram', 'Meenakshi Sundaram', '12 Temple Car Street West', '9876543210'];
const PLACES = ['Coimbatore', 'Tamil Nadu', 'India', '641041', '641002'];

test.describe('the whole journey in Tamil on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone journey');
  test.describe.configure({ timeout: 300_000 });

  test('sign in, book with a participant and prasadam, pay, My Rituals, reschedule, add a family; mails in Tamil', async ({
    page,
  }) => {
    const tr: Translate = catalogue('ta');
    const email = `tamil.devotee.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
    // Chosen before signing in: the address carries the language, the sign-in form sends it, the callback keeps it.
    await page.goto(`${E2E.appOrigin}/?lang=ta`);
    await signUpOnProvider(page, email);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const data = [...PERSON, ...PLACES, email, ...(await catalogueData(page))];

    await expect(
      page.getByRole('heading', { name: tr('Select a center to explore rituals and offerings') }),
    ).toBeVisible(slow);
    await expectNoEnglishOnScreen(page, data, 'the centre selection');
    await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
    await expect(page).toHaveURL(/\/rituals$/, slow);
    // The Coimbatore centre wrote its rituals in Tamil too.
    await expect(page.getByRole('heading', { name: 'வஸ்திர அர்ப்பணம்' })).toBeVisible(slow);
    await expectNoEnglishOnScreen(page, data, 'the ritual list');

    // Book Vasthram Arpanam online: a participant, and the prasadam sent home.
    await page.goto(`${E2E.appOrigin}/rituals/book-ritual/in-coimbatore-vasthram-arpanam`);
    await expect(page.getByRole('heading', { level: 1, name: 'வஸ்திர அர்ப்பணம்' })).toBeVisible(slow);
    await page.getByRole('radio', { name: new RegExp(`^${escape(tr('Online'))}`) }).check();
    // A date more than 5 days ahead, so that the booking can be rescheduled later in the journey.
    const dates = page.getByTestId('date-strip').getByRole('radio');
    await expect(dates.first()).toBeVisible(slow);
    const later = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    const keys = await dates.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    const key = keys.find((k) => k >= later);
    if (!key) throw new Error(`no open date on or after ${later} among ${keys.join(', ')}`);
    await page.getByTestId('date-strip').locator(`input[value="${key}"]`).check();
    // The option by the name the centre gave it in Tamil.
    await page.getByRole('button', { name: tr('More {name}', { name: 'பருத்திப் புடவை' }) }).click();
    await page.getByTestId('participant').getByRole('textbox').first().fill('Meenakshi Sundaram');
    await page.getByLabel(tr('Send the prasadam to my address')).check();
    const address = page.getByTestId('address-form');
    await address.getByLabel(tr('Mobile number')).fill('9876543210');
    await address
      .getByLabel(tr('Flat, House no., Building, Company, Apartment'))
      .fill('12 Temple Car Street West');
    await address.getByLabel(tr('Pin code')).fill('641041');
    await expect(address.getByLabel(tr('City'))).toHaveValue('Coimbatore', slow);
    await expectNoEnglishOnScreen(page, data, 'the booking page');
    await page.getByRole('button', { name: tr('Add to cart') }).click();
    const added = page.getByRole('dialog', { name: tr('Added to your cart') });
    await expect(added).toBeVisible(slow);
    await added.getByRole('link', { name: tr('Go to cart') }).click();

    // The cart, the billing details of a new devotee, the confirmation and the gateway.
    await expect(page.getByRole('button', { name: tr('Proceed to pay') })).toBeVisible(slow);
    // The cart names the ritual as the centre wrote it in Tamil.
    await expect(page.getByTestId('cart-item').getByRole('heading', { name: 'வஸ்திர அர்ப்பணம்' })).toBeVisible();
    await expectNoEnglishOnScreen(page, data, 'the cart');
    await page.getByRole('button', { name: tr('Proceed to pay') }).click();
    await expect(page.getByRole('heading', { name: tr('Billing details') })).toBeVisible(slow);
    const billing = page.locator('form.sn-billing__form');
    await billing.getByLabel(tr('Mobile number')).fill('9876543210');
    await billing.getByLabel(tr('Address line 1')).fill('12 Temple Car Street West');
    await billing.getByLabel(tr('Pin code')).fill('641002');
    await expect(billing.getByLabel(tr('City'))).toHaveValue(/\S/, slow);
    // The privacy terms (the newsletter's box after it stays unticked).
    await billing.getByRole('checkbox').first().check();
    await expectNoEnglishOnScreen(page, data, 'the billing details');
    await page.getByRole('button', { name: tr('Save and continue') }).click();
    const confirm = page.getByRole('dialog', { name: tr('Confirm your payment') });
    await expect(confirm).toBeVisible(slow);
    await expectNoEnglishOnScreen(page, data, 'the payment confirmation');
    const pay = tr('Pay {totalText}', { totalText: 'TOTAL' });
    await confirm
      .getByRole('button', { name: new RegExp(escape(pay).replace('TOTAL', '₹[\\d,.]+')) })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/gateway`), slow);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('Transaction Successful') })).toBeVisible(
      slow,
    );
    const reference = (await page.getByText(/^[A-Z0-9]{6,}$/).allTextContents()).filter(Boolean);
    await expectNoEnglishOnScreen(page, [...data, ...reference], 'the payment result');

    // My Rituals: the booking is there; Modify → Reschedule Later puts it on hold to choose a new date.
    await page.goto(`${E2E.appOrigin}/account`);
    const upcoming = page.getByRole('region', { name: tr('Upcoming orders') });
    const card = upcoming.locator('article').first();
    await expect(card).toBeVisible(slow);
    await expect(card.getByRole('heading', { level: 3, name: 'வஸ்திர அர்ப்பணம்' })).toBeVisible();
    const refs = await card.evaluate((el) => (el.textContent ?? '').match(/[A-Z0-9]{8,}/g) ?? []);
    await expectNoEnglishOnScreen(page, [...data, ...refs], 'My Rituals');
    await card.getByRole('button', { name: tr('Modify'), exact: true }).click();
    await page
      .getByRole('dialog', { name: tr('Modify Ritual') })
      .getByRole('button', { name: tr('Yes') })
      .click();
    const choice = page.getByRole('dialog', { name: tr('Reschedule Ritual') });
    await expect(choice).toBeVisible(slow);
    await expectNoEnglishOnScreen(page, [...data, ...refs], 'the reschedule choice');
    await choice.getByRole('button', { name: tr('Reschedule Later') }).click();
    await expect(page.getByText(tr('Order modified successfully'))).toBeVisible(slow);

    // A family, with its members' birth stars in Tamil spelling.
    await page.goto(`${E2E.appOrigin}/account/profile`);
    await page.getByRole('tab', { name: tr('Family Details') }).click();
    await page.getByRole('button', { name: tr('+ Add Family') }).click();
    const family = page.getByRole('dialog', { name: tr('Add New Family') });
    await expect(family).toBeVisible(slow);
    // Saved empty first: every refusal is in Tamil, the members' one too; the country is named, not coded.
    await family.getByRole('button', { name: tr('Save'), exact: true }).click();
    await expect(family.getByText(tr('Atleast one member name is required'))).toBeVisible(slow);
    await expect(family.getByLabel(tr('Country'))).toHaveValue('இந்தியா');
    await expectNoEnglishOnScreen(page, [...data, ...refs], "the family dialog's refusals");
    await family.getByLabel(tr('Family name')).fill('Sundaram Family');
    await family.getByLabel(tr('Full name')).fill('Meenakshi Sundaram');
    await family.getByLabel(tr('Mobile number')).fill('9876543210');
    await family
      .getByLabel(tr('Flat, House no., Building, Company, Apartment'))
      .fill('12 Temple Car Street West');
    await family.getByLabel(tr('Pin code')).fill('641041');
    await expect(family.getByLabel(tr('City'))).toHaveValue('Coimbatore', slow);
    await family.getByLabel(tr('Member {number} name', { number: 1 })).fill('Meenakshi Sundaram');
    // The birth stars of the Tamil list, shown in Tamil letters (the stored value stays the list's romanised name).
    const stars = family.getByLabel(tr('Member {number} nakshatram', { number: 1 }));
    expect(await stars.locator('option').allTextContents()).toContain('கார்த்திகை');
    await stars.selectOption({ label: 'கார்த்திகை' });
    await expect(stars).toHaveValue('Karthigai');
    await expectNoEnglishOnScreen(page, [...data, 'Sundaram Family'], 'the family dialog');
    await family.getByRole('button', { name: tr('Save'), exact: true }).click();
    await expect(page.getByText(tr('Family added successfully'))).toBeVisible(slow);
    // The family's card: its member's star in Tamil letters, its country named.
    const familyCard = page.locator('.sn-families__card').filter({ hasText: 'Sundaram Family' });
    await expect(familyCard).toContainText('Meenakshi Sundaram (கார்த்திகை)');
    await expect(familyCard).toContainText('இந்தியா');

    // The mails of the journey, in Tamil.
    await expect
      .poll(
        async () => {
          const res = await page.request.get(
            `${E2E.sandboxOrigin}/inbox/api/messages?to=${encodeURIComponent(email)}`,
          );
          const { messages } = (await res.json()) as { messages: { subject: string; html: string }[] };
          return messages.filter((m) => /[\u0B80-\u0BFF]/.test(m.subject) && m.html.includes('lang="ta"'))
            .length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(2); // the confirmation, and the hold
  });
});

for (const lang of ['hi', 'te', 'kn', 'ml', 'ne'] as const) {
  test(`${lang}: chosen from the menu on a phone, the signed-in screens speak it`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a phone journey');
    test.setTimeout(180_000);
    const tr = catalogue(lang);
    const email = `lang.${lang}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
    await page.goto(`${E2E.appOrigin}/`);
    await signUpOnProvider(page, email);
    const data = [...PERSON, ...PLACES, email, ...(await catalogueData(page))];
    // The menu is in the drawer on a phone; each language is named in its own script.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const names = { hi: 'हिन्दी', te: 'తెలుగు', kn: 'ಕನ್ನಡ', ml: 'മലയാളം', ne: 'नेपाली' } as const;
    await page.getByRole('dialog').getByLabel('Language').selectOption({ label: names[lang] });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('heading', { name: tr('Select a center to explore rituals and offerings') }),
    ).toBeVisible(slow);
    await expectNoEnglishOnScreen(page, data, 'the centre selection');
    await page.getByRole('button', { name: 'Sannidhi Coimbatore' }).click();
    await expect(page).toHaveURL(/\/rituals$/, slow);
    // The ritual cards have loaded (their names are the centre's data).
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(slow);
    await expectNoEnglishOnScreen(page, data, 'the ritual list');
    // A booking form: its calendar title, questions and options in the language too.
    await page.goto(`${E2E.appOrigin}/rituals/book-ritual/in-coimbatore-vasthram-arpanam`);
    await page.getByTestId('date-strip').getByRole('radio').first().check(slow);
    await expect(page.getByTestId('variant-row')).toHaveCount(2, slow);
    // Nepali too: Chromium has no Nepali month and day names, and the app writes its own (calendar-words).
    await expectNoEnglishOnScreen(page, data, 'the booking form');
    await page.goto(`${E2E.appOrigin}/account`);
    await expect(page.getByRole('tab', { name: tr('Upcoming') })).toBeVisible(slow);
    await expectNoEnglishOnScreen(page, data, 'My Rituals');
    // The choice is kept on the account: a reload (or the next device) speaks it.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

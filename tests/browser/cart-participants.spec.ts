import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { DEVOTEE, signInWithCart } from './support/cart-fixtures';
import { signUp } from './support/sign-in';

// Issue 16: one participant per place in the cart ("+" asks for the new place's participant, "−" asks whose
// place goes, what is listed is what is sent), and Canada as a country of residence in the billing form.

const ABHISHEKAM = 'in-coimbatore-devi-abhishekam';
const LAMPS = 'in-coimbatore-bhairavi-vilakku-seva';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const quantity = (page: Page) => page.locator('output[aria-label="Quantity of Single"]');
const listed = (page: Page) => page.locator('.sn-cart-slot__participants li');

/** "+" on Single: the new participant's dialog; the place is added once a name is given. */
async function addParticipant(page: Page, name: string) {
  await page.getByRole('button', { name: 'Increase quantity of Single' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a participant' });
  await dialog.getByLabel('Name of the devotee').fill(name);
  await dialog.getByRole('button', { name: 'Add participant' }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of [
  { name: '360 px', width: 360, height: 780, skip: 5 },
  { name: '1280 px', width: 1280, height: 800, skip: 6 },
]) {
  test.describe(`cart participants at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('"+" asks for the new participant, "−" removes the chosen one, and the order carries exactly those shown', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // A cart from before the rule: two places, one participant.
      await signInWithCart(page, 'devotee@example.org', {
        origin: E2E.appOrigin,
        centerId: 'in-coimbatore',
        cart: [
          { productId: ABHISHEKAM, slots: [{ Single: 2 }], meta: { name_1: 'Lakshmi' }, skip: viewport.skip },
        ],
      });

      // Checkout is impossible while a place has no participant.
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'no participant 2' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Billing details' })).toHaveCount(0);

      // "−" asks whose place goes; the place without details goes.
      await page.getByRole('button', { name: 'Decrease quantity of Single' }).click();
      const remove = page.getByRole('dialog', { name: 'Remove a participant' });
      await remove.getByRole('button', { name: 'Remove Participant 2' }).click();
      await expect(quantity(page)).toHaveText('1');
      await expect(listed(page)).toHaveText(['Lakshmi']);

      // "+" asks for the new participant, pre-filling nothing; closing it adds no place.
      await page.getByRole('button', { name: 'Increase quantity of Single' }).click();
      const add = page.getByRole('dialog', { name: 'Add a participant' });
      await expect(add.getByLabel('Name of the devotee')).toHaveValue('');
      expect(await seriousViolations(page)).toEqual([]);
      await add.getByRole('button', { name: 'Add participant' }).click();
      await expect(add.getByText('This field is mandatory')).toBeVisible();
      await expect(add.getByLabel('Name of the devotee')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(add).toBeHidden();
      await expect(page.getByRole('button', { name: 'Increase quantity of Single' })).toBeFocused();
      await expect(quantity(page)).toHaveText('1');

      await addParticipant(page, 'Meera');
      await expect(quantity(page)).toHaveText('2');
      await expect(listed(page)).toHaveText(['Lakshmi', 'Meera']);

      // "−" on two participants: the chosen one goes, the other stays.
      await page.getByRole('button', { name: 'Decrease quantity of Single' }).click();
      await expect(remove.getByRole('button', { name: /^Remove / })).toHaveText([
        'Remove Lakshmi',
        'Remove Meera',
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      await remove.getByRole('button', { name: 'Remove Lakshmi' }).click();
      await expect(quantity(page)).toHaveText('1');
      await expect(listed(page)).toHaveText(['Meera']);

      // What is sent is what is listed: one place, for Meera.
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
      const created = page.waitForRequest((r) => r.url().endsWith('/api/order/create'));
      await confirm.getByRole('button', { name: /^Pay / }).click();
      const body = (await created).postDataJSON() as {
        items: Array<{
          slots: Array<{ meta: Record<string, unknown>; variants: Array<{ quantity: number }> }>;
        }>;
      };
      const slots = body.items.flatMap((i) => i.slots);
      expect(slots).toHaveLength(1);
      expect(slots[0]?.variants.map((v) => v.quantity)).toEqual([1]);
      expect(slots[0]?.meta.name_1).toBe('Meera');
      expect(Object.keys(slots[0]?.meta ?? {}).filter((k) => /_([2-9]|\d\d)$/.test(k))).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`^${E2E.sandboxOrigin}/gateway`));
    });

    test('Canada is a country of residence of its own in the billing form, saved and read back', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = `canada.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
      await signUp(page, { email, firstName: 'Claire', lastName: 'Tremblay', country: 'IN' });
      await signInWithCart(page, email, {
        origin: E2E.appOrigin,
        centerId: 'in-coimbatore',
        alreadySignedIn: true,
        cart: [{ productId: LAMPS, slots: [{ 'Camphor arati': 1 }], skip: viewport.skip + 8 }],
      });
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      const form = page.locator('form.sn-billing__form');
      const country = form.getByLabel('Country', { exact: false }).first();
      await expect(country.locator('option', { hasText: /^Canada$/ })).toHaveCount(1);
      await expect(country.locator('option', { hasText: /^United States$/ })).toHaveCount(1);
      // The dial-code picker keeps its single +1 entry.
      await expect(form.getByLabel('Dial code').locator('option', { hasText: /^\+1 / })).toHaveCount(1);

      await country.selectOption('CA');
      await form.getByLabel('Pin code').fill('K1A 0B1');
      await expect(form.getByLabel('State')).toHaveValue(/\S/);
      await form.getByLabel('City').fill('Ottawa');
      await form.getByLabel('Mobile number').fill('6135550123');
      await form.getByLabel('Address line 1').fill('80 Wellington Street');
      await form.getByRole('checkbox', { name: /privacy policy/ }).check();
      const saved = page.waitForRequest(
        (r) => r.url().endsWith('/api/bookingPerson') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save and continue' }).click();
      const body = (await saved).postDataJSON() as { billingAddress: { countryOfResidence: string } };
      expect(body.billingAddress.countryOfResidence).toBe('CA');
      await expect(
        page.getByRole('dialog', { name: 'Confirm your payment' }).locator('address'),
      ).toContainText('Canada');

      // Read back from the api after a reload: still Canada.
      await page.reload();
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
      await expect(confirm.locator('address')).toContainText('Canada');
      await expect(confirm.locator('address')).toContainText('K1A 0B1');
    });
  });
}

test('in the back office "+" and "−" ask for the participant in the same way', async ({ page }) => {
  await signInWithCart(page, 'volunteer@example.org', {
    origin: E2E.backOfficeOrigin,
    centerId: 'in-coimbatore',
    devotee: DEVOTEE,
    cart: [{ productId: ABHISHEKAM, slots: [{ Single: 1 }], meta: { name_1: 'Lakshmi' }, skip: 7 }],
  });
  await addParticipant(page, 'Meera');
  await expect(quantity(page)).toHaveText('2');
  await page.getByRole('button', { name: 'Decrease quantity of Single' }).click();
  await page
    .getByRole('dialog', { name: 'Remove a participant' })
    .getByRole('button', { name: 'Remove Lakshmi' })
    .click();
  await expect(listed(page)).toHaveText(['Meera']);
  const meta = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as {
          cart: Array<{ slots: Array<{ meta: Record<string, unknown> }> }>;
        }
      ).cart[0]?.slots[0]?.meta,
  );
  expect(meta?.name_1).toBe('Meera');
  expect(meta?.name_2).toBeUndefined();
});

test('"+" on a line of two participants asks for Participant 3, numbered by the count after adding', async ({
  page,
}) => {
  // Issue 26 walk: Single × 1 and Couple × 1 are two participants; "+" on Single adds the third.
  await signInWithCart(page, 'devotee@example.org', {
    origin: E2E.appOrigin,
    centerId: 'in-coimbatore',
    cart: [
      {
        productId: ABHISHEKAM,
        slots: [{ Single: 1, Couple: 1 }],
        meta: { name_1: 'Lakshmi', name_2: 'Meera' },
        skip: 8,
      },
    ],
  });
  await page.getByRole('button', { name: 'Increase quantity of Single' }).click();
  const add = page.getByRole('dialog', { name: 'Add a participant' });
  await expect(add.getByRole('group', { name: 'Participant 3' })).toBeVisible();
});

// The ritual booking page: every calendar layout into the cart, as a devotee and as an office
// volunteer, on a phone, with the api accepting the cart it makes (spec part 1 §2, §3, §5).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { signIn } from './support/sign-in';

const DEVOTEE_PROFILE = {
  profileId: 'SSO-1001',
  ssoId: 'SSO-1001',
  email: 'devotee@example.org',
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  countryOfResidence: 'IN',
};

/** Signs in (landing on /bobr, which does nothing), stores a current centre as the centre selection would, opens `path`. */
async function openAs(
  page: Page,
  email: string,
  centerId: string,
  path: string,
  opts: { origin?: string; session?: Record<string, unknown> } = {},
) {
  const origin = opts.origin ?? E2E.appOrigin;
  await signIn(page, email, { origin, path: '/bobr' });
  // Edited on a page of the origin that does not run the SPA, so that no running app writes its state back.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    async ({ centerId, extra }) => {
      const centers = (await (await fetch('/api/centers/list')).json()).payload as { id: string }[];
      const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}');
      Object.assign(session, {
        centers,
        currentCenter: centers.find((c) => c.id === centerId) ?? null,
        ritualsInCurrentCenter: [],
        cart: [],
        ...extra,
      });
      localStorage.setItem('sannidhi.session', JSON.stringify(session));
    },
    { centerId, extra: opts.session ?? {} },
  );
  await page.goto(`${origin}${path}`);
}

const bookingPath = (slug: string, center = 'in-coimbatore') => `/rituals/book-ritual/${center}-${slug}`;

async function openRitual(page: Page, slug: string, title: string, center = 'in-coimbatore') {
  await page.goto(new URL(bookingPath(slug, center), page.url()).href); // stays on the page's origin
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const badge = (page: Page) => page.getByTestId('app-header').getByTestId('cart-badge');
const calendar = (page: Page) => page.getByTestId('calendar-section');
/** Calendar days that have a bookable time. */
const openDays = (page: Page) => calendar(page).getByRole('button', { name: /\d+ times? available$/ });
/** Time chips that can be chosen. */
const openTimes = (scope: Locator) => scope.getByRole('radio', { name: /(AM|PM).*left/ });
const participant = (page: Page, n: number) => page.getByTestId('participant').nth(n - 1);

async function addToCart(page: Page, expectedBadge: string) {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  await dialog.getByRole('button', { name: 'Continue booking' }).click();
  await expect(badge(page)).toHaveText(expectedBadge);
}

interface CartSlotLike {
  slotId: string;
  inPerson: boolean;
  startTime: string;
  hasPrasadam: boolean;
  meta: Record<string, unknown>;
  variants: { name: string; quantity: number; unitPrice: number; date: string }[];
  ageGroup?: string;
  gender?: string;
}
interface CartItemLike {
  itemId: string;
  productId: string;
  meta: Record<string, unknown>;
  hasPrasadam: boolean;
  prasadamDeliveryAddress: Record<string, string> | null;
  subscriptionType: string | null;
  slots: CartSlotLike[];
}

const readCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}').cart as unknown,
  ) as Promise<CartItemLike[]>;

/** Submits the cart to POST /api/order/create as the cart screen will: the api re-validates and prices every line. */
async function createOrder(page: Page, centerId: string, devoteeId?: string) {
  return page.evaluate(
    async ({ centerId, devoteeId }) => {
      const session = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}');
      const res = await fetch('/api/order/create', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.authToken}`,
          'x-back-office': location.port.endsWith('81') ? 'true' : 'false',
          // An office volunteer may book past the cut-off (walk-ins); the cart screen sends this for them.
          ...(devoteeId ? { byPassValue: 'true' } : {}),
        },
        body: JSON.stringify({
          idempotencyKey: crypto.randomUUID(),
          centerId,
          devoteeId,
          items: session.cart,
        }),
      });
      return { status: res.status, body: await res.json() };
    },
    { centerId, devoteeId },
  );
}

test.describe('booking as a devotee', () => {
  test('one ritual of every layout goes into the cart, and the api accepts the cart', async ({ page }) => {
    test.setTimeout(180_000);
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/rituals');
    await expect(page.getByTestId('ritual-card').first()).toBeVisible();
    await expect(badge(page)).toHaveCount(0);

    // DEFAULT — Annaprasanam: month calendar, then a time; child fields (AGE, DROPDOWN, EMAIL).
    await openRitual(page, 'annaprasanam', 'Annaprasanam');
    await expect(
      page.getByRole('heading', { name: "Choose a date for your child's first rice" }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Please choose a date and time')).toBeVisible();
    await expect(page.getByText('Please choose how many you would like to book')).toBeVisible();
    await expect(participant(page, 1).getByText('This field is mandatory').first()).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await openDays(page).first().click();
    await expect(openTimes(calendar(page)).first()).toBeChecked(); // a day with one time chooses it
    await page.getByRole('button', { name: 'More One child' }).click();
    await page.getByRole('button', { name: 'More One child' }).click();
    await expect(page.getByRole('button', { name: 'More One child' })).toBeDisabled(); // maxQuantity 2
    await page.getByRole('button', { name: 'Fewer One child' }).click();
    await page.getByLabel("Child's name").fill('Meenakshi');
    await page.getByLabel('Years').fill('0');
    await page.getByLabel('Months').selectOption('7');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Name of the accompanying adult').fill('Lakshmi Narayanan');
    await page.getByLabel('Relation to the child').selectOption('Mother');
    const email = page.getByLabel('E-mail for the certificate and photographs');
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await email.fill('lakshmi@example.org');
    await expect(page.getByTestId('booking-total')).toHaveText('₹1,501.00');
    await addToCart(page, '1');

    // DEFAULT_V2 — Vasthram Arpanam online: the date strip, then prasadam to an address from the pin code.
    await openRitual(page, 'vasthram-arpanam', 'Vasthram Arpanam');
    await page.getByRole('radio', { name: /^Online/ }).check();
    await page.getByTestId('date-strip').getByRole('radio').first().check();
    await expect(openTimes(calendar(page)).first()).toBeChecked();
    await page.getByRole('button', { name: 'More Cotton saree' }).click();
    await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
    await page.getByLabel('Send the prasadam to my address').check();
    const address = page.getByTestId('address-form');
    await expect(address.getByLabel('Full name')).toHaveValue('Lakshmi Narayanan');
    await address.getByLabel('Mobile number').fill('98765');
    await address.getByLabel('Mobile number').blur();
    await expect(address.getByText('Minimum 10 digits are required')).toBeVisible();
    await address.getByLabel('Mobile number').fill('9876543210');
    const line1 = address.getByLabel('Flat, House no., Building, Company, Apartment');
    await line1.fill('12 Car St');
    await line1.blur();
    await expect(address.getByText('Minimum 15 characters are required')).toBeVisible();
    await line1.fill('12 Temple Car Street');
    await address.getByLabel('Pin code').fill('641041');
    await expect(address.getByLabel('City')).toHaveValue('Coimbatore');
    await expect(address.getByLabel('State')).toHaveValue('Tamil Nadu');
    await addToCart(page, '2');

    // SPARSE — Kumkum Sarpa Seva: the upcoming Panchamis; two places, two participants with birth stars.
    await openRitual(page, 'kumkum-sarpa-seva', 'Kumkum Sarpa Seva');
    await openTimes(page.getByTestId('sparse-dates')).first().check();
    await page.getByRole('button', { name: 'More Single' }).click();
    await page.getByRole('button', { name: 'More Single' }).click();
    await expect(page.getByTestId('participant')).toHaveCount(2);
    await participant(page, 1).getByLabel('Name of the devotee').fill('Lakshmi');
    await participant(page, 1).getByLabel('Nakshatram (birth star)').selectOption('Rohini');
    await participant(page, 2).getByLabel('Name of the devotee').fill('Narayanan');
    const language = participant(page, 2).getByLabel('Language of the nakshatram names');
    await expect(
      participant(page, 2).getByLabel('Nakshatram (birth star)').locator('option').first(),
    ).toHaveText('Select a Nakshatram');
    await language.selectOption('tamil');
    await participant(page, 2).getByLabel('Nakshatram (birth star)').selectOption('Thiruvathirai');
    await language.selectOption('malayalam'); // the chosen star follows the language
    await expect(participant(page, 2).getByLabel('Nakshatram (birth star)')).toHaveValue('Thiruvathira');
    await participant(page, 2).getByLabel('Has an astrologer indicated naga dosha?').selectOption('Not sure');
    await addToCart(page, '3');

    // MULTI_DATE_SELECT — Navaratri Abhishekam online: two nights, one cart slot each.
    await openRitual(page, 'navaratri-abhishekam', 'Navaratri Abhishekam');
    await page.getByRole('radio', { name: /^Online/ }).check();
    await openDays(page).first().click();
    if ((await openDays(page).count()) > 1) await openDays(page).nth(1).click();
    else {
      // The festival straddles two months: the second night is in the next one.
      await page.getByRole('button', { name: 'Next month' }).click();
      await openDays(page).first().click();
    }
    await expect(page.getByTestId('chosen-dates').getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'More Single' }).click();
    await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
    await expect(page.getByTestId('booking-total')).toHaveText('₹2,202.00');
    await addToCart(page, '5');

    // PACKAGE — Navaratri Sampoorna Package: the nearest package date is already chosen.
    await openRitual(page, 'navaratri-package', 'Navaratri Sampoorna Package');
    const packageDates = page.getByTestId('package-dates').getByRole('checkbox');
    await expect(packageDates.first()).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Navaratri begins on' })).toBeVisible();
    await page.getByRole('button', { name: 'More Single' }).click();
    await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
    await addToCart(page, '6');

    // INVENTORY — Bhairavi Vilakku Seva: quantities limited per lamp by the evening's inventory and maximum.
    await openRitual(page, 'bhairavi-vilakku-seva', 'Bhairavi Vilakku Seva');
    await expect(page.getByText('Choose a date and time first')).toBeVisible();
    await openDays(page).first().click();
    await expect(page.getByText('Ghee lamp')).toBeVisible();
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'More Ghee lamp' }).click();
    await expect(page.getByRole('button', { name: 'More Ghee lamp' })).toBeDisabled();
    await page.getByRole('button', { name: 'More Camphor arati' }).click();
    await expect(page.getByTestId('booking-total')).toHaveText('₹1,055.00');
    await addToCart(page, '7');

    // SUBSCRIPTION — Monthly Devi Prasadam: recurring or one time must be chosen.
    await openRitual(page, 'monthly-devi-prasadam', 'Monthly Devi Prasadam');
    await openDays(page).first().click();
    await page.getByRole('button', { name: 'More Every month' }).click();
    await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Please choose recurring or one time')).toBeVisible();
    await page.getByRole('radio', { name: /^Recurring/ }).check();
    await addToCart(page, '8');

    const cart = await readCart(page);
    expect(cart.map((i) => i.productId)).toEqual([
      'in-coimbatore-annaprasanam',
      'in-coimbatore-vasthram-arpanam',
      'in-coimbatore-kumkum-sarpa-seva',
      'in-coimbatore-navaratri-abhishekam',
      'in-coimbatore-navaratri-package',
      'in-coimbatore-bhairavi-vilakku-seva',
      'in-coimbatore-monthly-devi-prasadam',
    ]);
    const [annaprasanam, vasthram, kumkum, navaratri, , lamps, monthly] = cart;
    expect(annaprasanam?.slots[0]).toMatchObject({
      inPerson: true,
      hasPrasadam: false,
      ageGroup: 'CHILD',
      gender: 'FEMALE',
      meta: { name_1: 'Meenakshi', ageInYear_1: 0, ageInMonth_1: 7, age_1: '7 months', gender_1: 'Female' },
      variants: [{ name: 'One child', quantity: 1, unitPrice: 150100 }],
    });
    expect(annaprasanam?.slots[0]?.variants[0]?.date).toMatch(/^\d{8}$/);
    expect(vasthram).toMatchObject({
      hasPrasadam: true,
      prasadamDeliveryAddress: {
        name: 'Lakshmi Narayanan',
        code: '+91',
        phone: '9876543210',
        line1: '12 Temple Car Street',
        pinCode: '641041',
        city: 'Coimbatore',
        state: 'Tamil Nadu',
        country: 'IN',
      },
    });
    expect(vasthram?.slots[0]).toMatchObject({ inPerson: false, hasPrasadam: true });
    expect(kumkum?.slots[0]?.meta).toMatchObject({
      name_1: 'Lakshmi',
      nakshatram_1: 'Rohini',
      nakshatramLanguage_1: 'sanskrit',
      name_2: 'Narayanan',
      nakshatram_2: 'Thiruvathira',
      nakshatramLanguage_2: 'malayalam',
      nagaDosha_2: 'Not sure',
    });
    expect(navaratri?.slots).toHaveLength(2);
    expect(new Set(navaratri?.slots.map((s) => s.variants[0]?.date)).size).toBe(2);
    expect(lamps?.slots[0]?.variants).toEqual([
      expect.objectContaining({ name: 'Ghee lamp', quantity: 4 }),
      expect.objectContaining({ name: 'Camphor arati', quantity: 1 }),
    ]);
    expect(monthly?.subscriptionType).toBe('recurring');
    expect(cart.every((i) => i.itemId.length === 36)).toBe(true);

    // The contract with the cart screen: the api validates and prices the same items.
    const order = await createOrder(page, 'in-coimbatore');
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    // Kumkum's two participants become two lines; Navaratri's two nights two lines.
    expect(order.body.payload.orders).toHaveLength(9);
  });

  test('UTMs of the visit and the analytics events go with the booking', async ({ page }) => {
    const events: { name: string; properties: Record<string, unknown> }[] = [];
    await page.route('**/api/analytics/events', async (route) => {
      events.push(route.request().postDataJSON());
      await route.fulfill({ status: 500, json: { message: 'analytics is down' } });
    });
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/rituals');
    await page.goto(`${bookingPath('pournami-abhishekam')}?utm_source=newsletter&utm_campaign=pournami&x=1`);
    await openTimes(page.getByTestId('sparse-dates')).first().check();
    await page.getByRole('button', { name: 'More Single' }).click();
    await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
    // A failing analytics call is only logged: the cart still takes the item.
    await addToCart(page, '1');
    const [item] = await readCart(page);
    expect(item?.meta).toEqual({ utm_source: 'newsletter', utm_campaign: 'pournami' });
    expect(item?.slots[0]?.meta).toMatchObject({ utm_source: 'newsletter', name_1: 'Lakshmi Narayanan' });
    expect(events.map((e) => e.name)).toEqual(['slots selected', 'add to cart']);
    expect(events[1]?.properties).toMatchObject({
      productId: 'in-coimbatore-pournami-abhishekam',
      utm_source: 'newsletter',
    });
  });

  test("the family section offers the devotee's saved families (the demo devotee has one)", async ({
    page,
  }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', bookingPath('navaratri-abhishekam-kutumbam'));
    await expect(page.getByRole('heading', { level: 2, name: 'Family', exact: true })).toBeVisible();
    await expect(page.locator('option', { hasText: 'Narayanan Family' })).toHaveCount(1);
    await expect(page.getByText('No saved families yet.')).toHaveCount(0);
  });

  test('a rescheduling hand-off shows the order and preselects its slot and details, without a cart button', async ({
    page,
  }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/rituals');
    const slot = await page.evaluate(async () => {
      const res = await fetch('/api/slots/sparseList?productId=in-coimbatore-kumkum-sarpa-seva');
      return ((await res.json()).payload as { id: string; startTime: string }[])[1];
    });
    expect(slot).toBeTruthy();
    await page.evaluate(
      ({ slot }) => {
        const state = {
          usr: {
            reschedulingOrderDetails: {
              orderId: 'ORDER-42',
              bookingId: 'SAN4Q7T2K9B1X',
              slotId: slot?.id,
              inPerson: true,
              meta: { name_1: 'Lakshmi', nakshatram_1: 'Rohini' },
              slotInfo: { startTime: slot?.startTime },
            },
          },
          key: 'reschedule',
          idx: (history.state?.idx ?? 0) + 1,
        };
        history.pushState(state, '', '/rituals/book-ritual/in-coimbatore-kumkum-sarpa-seva');
        dispatchEvent(new PopStateEvent('popstate', { state }));
      },
      { slot },
    );
    await expect(page.getByTestId('rescheduling-banner')).toHaveText(
      'Rescheduling booking reference 4Q7T2K9B1X',
    );
    await expect(page.locator(`input[type=radio][value="${slot?.id}"]`)).toBeChecked();
    await expect(page.getByLabel('Name of the devotee')).toHaveValue('Lakshmi');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });

  test('the month calendar is one keyboard widget: one Tab stop, arrows, Home/End, Page Up/Down, Enter chooses', async ({
    page,
  }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', bookingPath('annaprasanam'));
    await expect(openDays(page).first()).toBeVisible();
    const grid = calendar(page).getByRole('grid');
    await expect(grid).toBeVisible();
    // One Tab stop in the whole month: the first bookable day.
    const stops = grid.locator('button[tabindex="0"]');
    await expect(stops).toHaveCount(1);
    const first = openDays(page).first();
    await expect(first).toHaveAttribute('tabindex', '0');
    await first.focus();
    const focusedDay = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day);
    const start = (await focusedDay())!;
    const title = calendar(page).locator('.sn-month__title');
    const monthBefore = await title.textContent();
    const plus = (key: string, days: number) => {
      const [y, m, d] = key.split('-').map(Number);
      return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
    };
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedDay).toBe(plus(start, 1));
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedDay).toBe(plus(start, 8));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedDay).toBe(start);
    await page.keyboard.press('Home');
    const weekdayFocused = async () => new Date(`${(await focusedDay())!}T00:00:00Z`).getUTCDay();
    await expect.poll(weekdayFocused).toBe(0);
    await page.keyboard.press('End');
    await expect.poll(weekdayFocused).toBe(6);
    await expect(stops).toHaveCount(1);
    // Page Down shows the next month with the focus on the same day of it; Page Up comes back.
    while ((await title.textContent()) !== monthBefore) await page.keyboard.press('PageUp');
    await page.locator(`button[data-day="${start}"]`).focus();
    await page.keyboard.press('PageDown');
    await expect(title).not.toHaveText(monthBefore ?? '');
    await expect.poll(focusedDay).toMatch(/^\d{4}-\d\d-\d\d$/);
    await page.keyboard.press('PageUp');
    await expect(title).toHaveText(monthBefore ?? '');
    await expect.poll(focusedDay).toBe(start);
    // Enter chooses the day, and Tab goes on to its times: no stop on every other day.
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    const focusedInGrid = await page.evaluate(() => !!document.activeElement?.closest('[role="grid"]'));
    expect(focusedInGrid).toBe(false);
  });

  test('the booking page has no serious accessibility violations', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', bookingPath('devi-abhishekam'));
    await page.getByRole('radio', { name: /^Online/ }).check();
    await openDays(page).first().click();
    await openTimes(calendar(page)).first().check();
    await page.getByRole('button', { name: 'More Single' }).click();
    await page.getByLabel('Send the prasadam to my address').check();
    await page.getByRole('button', { name: 'Add to cart' }).click(); // messages on screen too
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('booking as an office volunteer on the back-office origin', () => {
  test('a back-office-only ritual and a sparse one go into the devotee’s cart', async ({ page }) => {
    await openAs(page, 'volunteer@example.org', 'in-coimbatore', '/rituals', {
      origin: E2E.backOfficeOrigin,
      session: { hasUserPermissionToBookForOthers: true, devoteeProfileDetails: DEVOTEE_PROFILE },
    });
    await expect(page.getByTestId('ritual-greeting')).toHaveText('Booking for Lakshmi Narayanan');

    // DEFAULT, back office only: Kesha Arpanam.
    await page.getByRole('link', { name: 'Register for Kesha Arpanam' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kesha Arpanam' })).toBeVisible();
    await openDays(page).first().click();
    await openTimes(calendar(page)).first().check();
    await page.getByRole('button', { name: 'More Per person' }).click();
    await page.getByRole('button', { name: 'More Per person' }).click();
    await addToCart(page, '1');

    // SPARSE: Pournami Abhishekam online, prasadam to the devotee's name.
    await openRitual(page, 'pournami-abhishekam', 'Pournami Abhishekam');
    await page.getByRole('radio', { name: /^Online/ }).check();
    await openTimes(page.getByTestId('sparse-dates')).first().check();
    await page.getByRole('button', { name: 'More Single' }).click();
    await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
    await page.getByLabel('Send the prasadam to my address').check();
    const address = page.getByTestId('address-form');
    await expect(address.getByLabel('Full name')).toHaveValue('Lakshmi Narayanan');
    await address.getByLabel('Mobile number').fill('9876543210');
    await address
      .getByLabel('Flat, House no., Building, Company, Apartment')
      .fill('7 Beach Road, Besant Nagar');
    await address.getByLabel('Pin code').fill('600090');
    await expect(address.getByLabel('City')).not.toHaveValue('');
    await expect(address.getByLabel('City')).toBeEditable(); // volunteers may correct the looked-up place
    await addToCart(page, '2');

    const cart = await readCart(page);
    expect(cart.map((i) => i.productId)).toEqual([
      'in-coimbatore-kesha-arpanam',
      'in-coimbatore-pournami-abhishekam',
    ]);
    expect(cart[0]?.meta).toEqual({ selection_source: 'Back Office' });
    const order = await createOrder(page, 'in-coimbatore', 'SSO-1001');
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.payload.orders).toHaveLength(2);
  });
});

test.describe('booking on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('a devotee books with the date strip at 360 px', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', bookingPath('navaratri-abhishekam-kutumbam'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Navaratri Abhishekam Kutumbam' }),
    ).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByTestId('date-strip').getByRole('radio').first().check();
    await expect(openTimes(calendar(page)).first()).toBeChecked();
    await page.getByRole('button', { name: 'More Family, up to 4 members' }).tap();
    await page.getByLabel('Name of the devotee').fill('Lakshmi Narayanan');
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Go to cart' }).tap();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(badge(page)).toHaveText('1');
  });
});

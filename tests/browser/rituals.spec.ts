// The ritual list, its carousel, and the car and event-package links (spec part 1 §2, §4, §8).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { backToEnglish } from './support/languages';
import { signIn } from './support/sign-in';

const VOLUNTEER_DEVOTEE = {
  profileId: 'SSO-1001',
  ssoId: 'SSO-1001',
  email: 'devotee@example.org',
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  countryOfResidence: 'IN',
};

/**
 * Signs in through the sandbox (landing on /bobr, a route that does nothing), then stores a current
 * centre in the session as the centre selection would, and opens `path`. `centerId` null leaves
 * the session without a centre.
 */
async function openAs(
  page: Page,
  email: string,
  centerId: string | null,
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

const cards = (page: Page) => page.getByTestId('ritual-card');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
const currentCenterId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}').currentCenter?.id ?? null);

test.describe('ritual list', () => {
  test('greets the devotee, groups rituals by category and sorts them by name', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/rituals');
    await expect(page.getByTestId('ritual-greeting')).toHaveText('Namaskaram Lakshmi');
    await expect(page.getByTestId('signed-in-email')).toHaveText('devotee@example.org');
    await expect(page.getByRole('heading', { level: 1, name: 'Rituals & Offerings' })).toBeVisible();

    const groups = page.getByTestId('ritual-category');
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText([
      'Naga Panchami Offerings',
      'Devi Offerings',
      'Child Ritual Offerings',
      'Festive Offerings',
      'Package Offerings',
      'Temple Offerings',
    ]);
    const devi = groups.filter({ has: page.getByRole('heading', { name: 'Devi Offerings' }) });
    await expect(devi.getByRole('heading', { level: 3 })).toHaveText([
      'Devi Abhishekam',
      'Monthly Devi Prasadam',
      'Vasthram Arpanam',
    ]);
    // Every group is sorted by name.
    for (const group of await groups.all()) {
      const names = await group.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }

    // A card: image, name, price in the centre's currency, description, IN PERSON badge, Register.
    const card = cards(page).filter({ hasText: 'Kumkum Sarpa Seva' });
    await expect(card.getByText('₹501.00')).toBeVisible();
    await expect(card.getByText('IN PERSON')).toBeVisible();
    await expect(card.getByText(/kumkum is offered to the serpent deity/)).toBeVisible();
    await card.getByRole('link', { name: 'Register for Kumkum Sarpa Seva' }).click();
    await expect(page).toHaveURL(/\/rituals\/book-ritual\/in-coimbatore-kumkum-sarpa-seva$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kumkum Sarpa Seva' })).toBeVisible();

    // Not available online, or only for the back office: not listed for a devotee.
    await page.goBack();
    await expect(cards(page)).toHaveCount(13);
    expect(await cardNames(page)).not.toContain('Kesha Arpanam');
    expect(await cardNames(page)).not.toContain('Daha Nivaranam');
  });

  test('search filters by name ignoring case, says when nothing matches, and clears', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/rituals');
    await expect(cards(page)).toHaveCount(13);
    const search = page.getByRole('searchbox', { name: 'Search Rituals' });
    await search.fill('ABHI');
    await expect(cards(page)).toHaveCount(4);
    expect((await cardNames(page)).sort()).toEqual([
      'Devi Abhishekam',
      'Navaratri Abhishekam',
      'Navaratri Abhishekam Kutumbam',
      'Pournami Abhishekam',
    ]);
    // Groups without a match disappear.
    await expect(page.getByRole('heading', { name: 'Temple Offerings' })).toHaveCount(0);

    await search.fill('no such ritual');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No rituals found' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(cards(page)).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  test('the banner carousel shows its rituals and a slide opens the booking page', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/rituals');
    const carousel = page.getByRole('region', { name: 'Featured rituals' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    // Separate desktop and mobile images, switching at 768 px.
    await expect(carousel.locator('picture source').first()).toHaveAttribute('media', '(min-width: 768px)');

    // Autoplay moves on by itself (3 s) …
    const dots = carousel.getByRole('button', { name: /^Slide \d/ });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });
    // … stops when paused, and wraps around with the buttons.
    await carousel.getByRole('button', { name: 'Pause the banner' }).click();
    await expect(carousel.getByRole('button', { name: 'Play the banner' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Slide 3: Navaratri Abhishekam' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');

    // A slide with target URL goes to its in-app address (the Navaratri event package).
    await expect(slides.nth(2).getByRole('link')).toHaveAttribute('href', '/eventRituals/navaratri-2026');

    // A slide with target RITUAL opens the ritual's booking page.
    await carousel.getByRole('button', { name: 'Slide 1: Devi Abhishekam' }).click();
    await slides.nth(0).getByRole('link', { name: 'Devi Abhishekam' }).click();
    await expect(page).toHaveURL(/\/rituals\/book-ritual\/in-coimbatore-devi-abhishekam$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Devi Abhishekam' })).toBeVisible();

    // Visitors who prefer reduced motion get a still banner they may start themselves.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goBack();
    await expect(carousel.getByRole('button', { name: 'Play the banner' })).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('in Tamil the carousel shows the Tamil banners, named in Tamil', async ({ page }) => {
    // The shared demo devotee's stored language goes back to English after, or the next specs read Tamil.
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/rituals?lang=ta');
    try {
      await expectTamilBanner(page);
    } finally {
      await backToEnglish(page, E2E.appOrigin);
    }
  });

  async function expectTamilBanner(page: Page) {
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const carousel = page.getByTestId('banner-carousel');
    const first = carousel.locator('[aria-roledescription="slide"]').first();
    // The banner's text is drawn in the image: the Tamil one, at both widths; its alt text is the Tamil name.
    const image = first.getByRole('img', { name: 'தேவி அபிஷேகம்' });
    await expect(image).toHaveAttribute('src', '/images/banners/devi-abhishekam-ta-mobile.svg');
    await expect(first.locator('picture source')).toHaveAttribute(
      'srcset',
      '/images/banners/devi-abhishekam-ta-desktop.svg',
    );
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-ta-desktop\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  test('no carousel for a devotee at a centre without it; volunteers see it and back-office rituals', async ({
    browser,
  }) => {
    test.setTimeout(120_000); // two people sign in, one after the other
    const devotee = await browser.newPage();
    await openAs(devotee, 'devotee@example.org', 'us-tennessee', '/rituals');
    await expect(cards(devotee).first()).toBeVisible();
    await expect(devotee.getByRole('region', { name: 'Featured rituals' })).toHaveCount(0);
    await expect(cards(devotee).filter({ hasText: 'Vahana Pooja' }).getByText('$31.00')).toBeVisible();
    await devotee.close();

    const volunteer = await browser.newPage();
    await openAs(volunteer, 'volunteer@example.org', 'us-tennessee', '/rituals', {
      origin: E2E.backOfficeOrigin,
      session: { hasUserPermissionToBookForOthers: true, devoteeProfileDetails: VOLUNTEER_DEVOTEE },
    });
    await expect(volunteer.getByTestId('ritual-greeting')).toHaveText('Booking for Lakshmi Narayanan');
    await expect(volunteer.getByTestId('signed-in-email')).toHaveText('volunteer@example.org');
    await expect(volunteer.getByRole('region', { name: 'Featured rituals' })).toBeVisible();
    await volunteer.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}');
      s.currentCenter = s.centers.find((c: { id: string }) => c.id === 'in-coimbatore');
      localStorage.setItem('sannidhi.session', JSON.stringify(s));
    });
    await volunteer.reload();
    // Kesha Arpanam is bookable at the temple office only (isAvailableForBackOffice).
    await expect(cards(volunteer).filter({ hasText: 'Kesha Arpanam' })).toBeVisible();
    await expect(cards(volunteer)).toHaveCount(14);
    await volunteer.close();
  });

  test('a centre without rituals says online bookings will be available shortly', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-chennai', '/rituals');
    await expect(
      page.getByRole('heading', { name: 'Online bookings will be available shortly' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'chennai@sannidhi.example.org' }),
    ).toHaveAttribute('href', 'mailto:chennai@sannidhi.example.org');
    await expect(page.getByRole('searchbox', { name: 'Search Rituals' })).toHaveCount(0);
  });

  test('the ritual list has no serious accessibility violations', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/rituals');
    await expect(cards(page)).toHaveCount(13);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('car ritual link /car/{globalType}', () => {
  test('without a centre: the centre selection lists only the centres offering it, then comes back', async ({
    page,
  }) => {
    await openAs(page, 'devotee@example.org', null, '/car/VAHANA_POOJA');
    await page.waitForURL((url) => url.pathname === '/');
    const url = new URL(page.url());
    expect(url.searchParams.get('centerFilters')?.split(',').sort()).toEqual([
      'in-bengaluru',
      'in-coimbatore',
      'us-tennessee',
    ]);
    expect(url.searchParams.get('comeBackTo')).toBe('/car/VAHANA_POOJA');
    const centerCards = page.getByTestId('center-card');
    await expect(centerCards).toHaveCount(3);
    await centerCards.filter({ hasText: 'Sannidhi Bengaluru' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/rituals\/book-ritual\/in-bengaluru-vahana-pooja$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vahana Pooja' })).toBeVisible();
  });

  test('with a centre that offers it: its booking page', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/car/VAHANA_POOJA');
    await expect(page).toHaveURL(/\/rituals\/book-ritual\/in-coimbatore-vahana-pooja$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Choose a time to bring your vehicle' }),
    ).toBeVisible();
  });

  test('with a centre that does not offer it: "Ritual not found" and the ritual list', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'np-kathmandu', '/car/VAHANA_POOJA');
    await expect(page.getByText('Ritual not found')).toBeVisible();
    await expect(page).toHaveURL(/\/rituals$/);
    expect(await currentCenterId(page)).toBe('np-kathmandu');
  });

  test('a type no centre offers: "Ritual not available in any center"', async ({ page }) => {
    await openAs(page, 'devotee@example.org', null, '/car/SPACESHIP_POOJA');
    await expect(page.getByText('Ritual not available in any center')).toBeVisible();
    // /rituals, which without a centre goes on to the centre selection.
    await page.waitForURL((url) => url.pathname === '/rituals' || url.pathname === '/');
    expect(new URL(page.url()).searchParams.get('centerFilters')).toBeNull();
  });
});

test.describe('event package link /eventRituals/{packageTag}', () => {
  test('at a centre of the package: the booking page of its first ritual', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/eventRituals/navaratri-2026');
    await expect(page).toHaveURL(/\/rituals\/book-ritual\/in-coimbatore-navaratri-package$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Navaratri Sampoorna Package' })).toBeVisible();
  });

  test('at another centre: the centre is cleared and the selection filtered to the package centres', async ({
    page,
  }) => {
    await openAs(page, 'devotee@example.org', 'np-kathmandu', '/eventRituals/navaratri-2026');
    await page.waitForURL((url) => url.pathname === '/');
    const url = new URL(page.url());
    expect(url.searchParams.get('centerFilters')?.split(',').sort()).toEqual([
      'in-bengaluru',
      'in-coimbatore',
      'us-tennessee',
    ]);
    expect(url.searchParams.get('comeBackTo')).toBe('/eventRituals/navaratri-2026');
    await expect(page.getByTestId('center-card')).toHaveCount(3);
    expect(await currentCenterId(page)).toBeNull();
  });

  test('an unknown tag: "Package is not available in any center"', async ({ page }) => {
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/eventRituals/no-such-festival');
    await expect(page.getByText('Package is not available in any center')).toBeVisible();
    await expect(page).toHaveURL(/\/rituals$/);
  });

  test('a package without rituals at the centre: "No Rituals in package"', async ({ page }) => {
    await page.route('**/api/package/ritualsByUrlTag?*', (route) => route.fulfill({ json: { payload: [] } }));
    await openAs(page, 'devotee@example.org', 'in-coimbatore', '/eventRituals/navaratri-2026');
    await expect(page.getByText('No Rituals in package')).toBeVisible();
    await expect(page).toHaveURL(/\/rituals$/);
  });
});

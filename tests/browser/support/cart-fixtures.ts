import { expect, type Page } from '@playwright/test';
import { E2E } from '../e2e-env';
import { signIn } from './sign-in';

/** What a test puts into the session cart: a ritual, how many slots, and per slot its options. */
export interface CartRequest {
  productId: string;
  /** One entry per slot: variant name → quantity. */
  slots: Array<Record<string, number>>;
  /** Participant meta per slot (name_1 …). */
  meta?: Record<string, unknown>;
  /** Skip this many bookable slots (to spread tests over dates). */
  skip?: number;
  /** Online slots with prasadam mailed to this address (the ritual must offer prasadam online). */
  prasadamTo?: Record<string, string>;
}

export interface SessionSetup {
  origin: string;
  centerId: string;
  cart: CartRequest[];
  /** The page is already signed in (e.g. a new account from signUp): only the cart is set up. */
  alreadySignedIn?: boolean;
  /** Office volunteer booking for this devotee (back-office origin). */
  devotee?: {
    profileId: string;
    email: string;
    firstName: string;
    lastName: string;
    countryOfResidence: string;
  };
}

export const DEVOTEE = {
  profileId: 'SSO-1001',
  email: 'devotee@example.org',
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  countryOfResidence: 'IN',
};

/**
 * Signs in through the sandbox, then — on a page of the same origin that does not run the SPA — puts the
 * centre, its rituals and a cart made from real slots (GET /api/slots/list) into the session, as the
 * booking page would. Opens /cart.
 */
export async function signInWithCart(page: Page, email: string, setup: SessionSetup) {
  if (!setup.alreadySignedIn) await signIn(page, email, { origin: setup.origin, path: '/cart' });
  await page.goto(`${setup.origin}/robots.txt`);
  await page.evaluate(async (s) => {
    const key = 'sannidhi.session';
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    const headers: Record<string, string> = { Authorization: `Bearer ${String(session.authToken)}` };
    if (s.devotee) headers['x-back-office'] = 'true';
    const get = async (path: string) => {
      const res = await fetch(`/api${path}`, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { payload: unknown }).payload;
    };
    type Center = { id: string; meta: { timezone: string } };
    type Product = { id: string; ritualCategory: string; config: { cutOffHours: number } };
    type Slot = { id: string; startTime: string; inPerson: boolean; remaining: number };
    type Variant = { name: string; unitPrice: number };
    // A volunteer looks the devotee up first, as the back-office registration step does: it is what lets the
    // volunteer change that devotee's billing profile and families.
    if (s.devotee) await get(`/sso/profileCheck?email=${encodeURIComponent(s.devotee.email)}`);
    const centers = (await get('/centers/list')) as Center[];
    const center = centers.find((c) => c.id === s.centerId);
    if (!center) throw new Error(`no centre ${s.centerId}`);
    const rituals = (await get(
      `/products/list?centerId=${s.centerId}&backOffice=${Boolean(s.devotee)}`,
    )) as Product[];
    const tz = center.meta.timezone;
    const cartDate = (iso: string) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: tz,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).formatToParts(new Date(iso));
      const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
      return `${part('day')}${part('month')}${part('year')}`;
    };
    const cart = [];
    let n = 0;
    for (const request of s.cart) {
      const product = rituals.find((r) => r.id === request.productId);
      if (!product) throw new Error(`no ritual ${request.productId}`);
      const variants = (await get(`/ritualVariants?productId=${product.id}&month=1&year=2030`)) as Variant[];
      const earliest = Date.now() + (product.config.cutOffHours + 30) * 3600_000;
      const slots: Slot[] = [];
      for (let m = 0; m < 3 && slots.length < request.slots.length + (request.skip ?? 0); m += 1) {
        const d = new Date();
        d.setUTCDate(1);
        d.setUTCMonth(d.getUTCMonth() + m);
        const list = (await get(
          `/slots/list?productId=${product.id}&month=${d.getUTCMonth() + 1}&year=${d.getUTCFullYear()}`,
        )) as Slot[];
        slots.push(
          ...list.filter(
            (x) =>
              x.inPerson === !request.prasadamTo && x.remaining > 5 && Date.parse(x.startTime) > earliest,
          ),
        );
      }
      const chosen = slots.slice(request.skip ?? 0, (request.skip ?? 0) + request.slots.length);
      if (chosen.length < request.slots.length) throw new Error(`not enough slots for ${product.id}`);
      cart.push({
        itemId: `test-item-${Date.now()}-${(n += 1)}`,
        productId: product.id,
        meta: {},
        prasadamDeliveryAddress: request.prasadamTo ?? null,
        hasPrasadam: Boolean(request.prasadamTo),
        subscriptionType: null,
        slots: chosen.map((slot, i) => ({
          slotId: slot.id,
          inPerson: slot.inPerson,
          startTime: slot.startTime,
          meta: { ...(request.meta ?? {}) },
          hasPrasadam: Boolean(request.prasadamTo),
          ritualCategory: product.ritualCategory,
          maxChildAge: null,
          variants: Object.entries(request.slots[i] ?? {}).map(([name, quantity]) => {
            const variant = variants.find((v) => v.name === name);
            if (!variant) throw new Error(`no option ${name}`);
            return { name, quantity, unitPrice: variant.unitPrice, date: cartDate(slot.startTime) };
          }),
        })),
      });
    }
    Object.assign(session, {
      currentCenter: center,
      centers,
      ritualsInCurrentCenter: rituals,
      cart,
      ...(s.devotee
        ? {
            hasUserPermissionToBookForOthers: true,
            devoteeProfileDetails: { ...s.devotee, ssoId: s.devotee.profileId },
          }
        : {}),
    });
    localStorage.setItem(key, JSON.stringify(session));
  }, setup);
  await page.goto(`${setup.origin}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
}

/** The bearer token of the signed-in user of a page's origin. */
export async function authTokenOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    String(
      (JSON.parse(localStorage.getItem('sannidhi.session') ?? '{}') as { authToken?: string }).authToken,
    ),
  );
}

/** The newest sandbox inbox message to an address whose text matches, polled until it arrives. */
export async function waitForMail(
  page: Page,
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await page.request.get(
      `${E2E.sandboxOrigin}/inbox/api/messages?to=${encodeURIComponent(to)}`,
    );
    const { messages } = (await res.json()) as { messages: Array<{ text: string; html: string }> };
    for (const m of messages) {
      const match = pattern.exec(`${m.text}\n${m.html}`);
      if (match) return match[0];
    }
    await page.waitForTimeout(500);
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

// A ritual's banner in the devotee's language (issue 28, Deliver 5): the catalogue editor saves the carousel's desktop
// and phone images per language (empty ones dropped, an address off this site refused with a message); the devotee
// catalogue serves them; the demo rituals' banners exist in all six languages.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carouselImagesIn } from '@sannidhi/domain/form-texts';
import type { StaffRitual } from '@sannidhi/domain/contracts/staff-catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

const CENTER = 'in-coimbatore';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.pool.query(
    "INSERT INTO users (id, email) VALUES ('SSO-BANNER-TEXTS', 'banner.texts@example.org') ON CONFLICT DO NOTHING",
  );
  await t.pool.query("INSERT INTO user_roles VALUES ('SSO-BANNER-TEXTS', $1, 'CENTER_ADMIN')", [CENTER]);
  admin = await t.tokenFor('SSO-BANNER-TEXTS', 'banner.texts@example.org');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });

function ritualBody(texts: object) {
  return {
    center: CENTER,
    name: 'Kumkum Archana',
    type: 'DEVI_ABHISHEKAM',
    category: 'DEVI_OFFERINGS',
    description: 'Kumkum is offered to the Devi with her 108 names.',
    deliveryMode: 'IN_PERSON',
    isAvailable: true,
    isAvailableForBackOffice: true,
    variants: [{ name: 'Single', unitPrice: 3100, maxQuantity: 4 }],
    config: {
      calendar: { title: 'Choose a day', layout: 'DEFAULT' },
      sections: ['CALENDAR'],
      carousel: {
        enabled: true,
        target: 'RITUAL',
        image: '/api/images/en-desktop',
        mobileImage: '/api/images/en-mobile',
        texts,
      },
    },
  };
}

let ritual: StaffRitual;

describe('the catalogue editor saves banner images per language', () => {
  it('saves the desktop and phone images of each language, dropping empty ones', async () => {
    const res = await call(
      'POST',
      '/api/staff/catalogue/rituals',
      ritualBody({
        ta: { image: ' /api/images/ta-desktop ', mobileImage: '/api/images/ta-mobile' },
        hi: { image: '/images/banners/devi-abhishekam-hi-desktop.svg', mobileImage: '' },
        kn: { image: '', mobileImage: '  ' },
      }),
    );
    expect(res.statusCode).toBe(200);
    ritual = res.json().payload.ritual;
    expect(ritual.config.carousel?.texts).toEqual({
      ta: { image: '/api/images/ta-desktop', mobileImage: '/api/images/ta-mobile' },
      hi: { image: '/images/banners/devi-abhishekam-hi-desktop.svg' },
    });
    const { rows } = await t.pool.query<{ config: StaffRitual['config'] }>(
      'SELECT config FROM products WHERE id = $1',
      [ritual.id],
    );
    expect(rows[0]?.config.carousel?.texts?.ta).toEqual({
      image: '/api/images/ta-desktop',
      mobileImage: '/api/images/ta-mobile',
    });
  });

  it('clears a language emptied on update (English shows again)', async () => {
    const res = await call('POST', '/api/staff/catalogue/rituals/update', {
      ...ritualBody({
        ta: { image: '/api/images/ta-desktop', mobileImage: '/api/images/ta-mobile' },
        hi: {},
      }),
      ritualId: ritual.id,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().payload.ritual as StaffRitual;
    expect(Object.keys(saved.config.carousel?.texts ?? {})).toEqual(['ta']);
    expect(carouselImagesIn(saved.config.carousel!, 'hi').image).toBe('/api/images/en-desktop');
  });

  it.each([
    ['another site’s address', { ta: { image: 'https://example.org/banner.png' } }],
    ['a protocol-relative address', { ta: { mobileImage: '//example.org/banner.png' } }],
    ['a script', { hi: { image: 'javascript:alert(1)' } }],
    ['a relative path', { te: { image: 'images/banner.png' } }],
    ['an address over 500 characters', { ml: { image: `/api/images/${'a'.repeat(500)}` } }],
    ['a language that is not offered', { fr: { image: '/api/images/fr' } }],
    ['an image that is not a string', { ne: { image: 5 } }],
  ])('refuses %s with 400 and a message', async (_, texts) => {
    const res = await call('POST', '/api/staff/catalogue/rituals', ritualBody(texts));
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(res.json().message).not.toMatch(/stack|SQL/i);
  });

  it('says what is wrong with an address off this site', async () => {
    const res = await call(
      'POST',
      '/api/staff/catalogue/rituals',
      ritualBody({ ta: { image: 'https://x.org/a.png' } }),
    );
    expect(res.json().message).toContain('Banner image: choose an image of this site');
  });
});

describe('the devotee catalogue serves the banner texts', () => {
  it('serves the carousel with its images per language', async () => {
    const list = await t.app.inject({ url: `/api/products/list?centerId=${CENTER}` });
    const product = (list.json().payload as StaffRitual[]).find((p) => p.id === ritual.id)!;
    expect(carouselImagesIn(product.config.carousel!, 'ta')).toEqual({
      image: '/api/images/ta-desktop',
      mobileImage: '/api/images/ta-mobile',
    });
    expect(carouselImagesIn(product.config.carousel!, 'kn').image).toBe('/api/images/en-desktop');
  });
});

describe('the demo catalogue', () => {
  it('has every banner in all six languages, and each image exists', async () => {
    const { rows } = await t.pool.query<{ id: string; config: StaffRitual['config'] }>(
      "SELECT id, config FROM products WHERE config->'carousel'->>'enabled' = 'true' AND id NOT LIKE '%kumkum%'",
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const site = join(import.meta.dirname, '../../web/public');
    for (const r of rows) {
      for (const l of ['hi', 'ta', 'te', 'kn', 'ml', 'ne']) {
        const images = r.config.carousel?.texts?.[l as 'ta'];
        expect(images?.image, `${r.id} ${l}`).toMatch(new RegExp(`-${l}-desktop\\.svg$`));
        expect(images?.mobileImage, `${r.id} ${l}`).toMatch(new RegExp(`-${l}-mobile\\.svg$`));
        for (const path of [images!.image!, images!.mobileImage!])
          expect(existsSync(join(site, path)), path).toBe(true);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Center } from '../../lib/session-types';
import { copyrightLine, DEFAULT_LEGAL_LINKS, footerColumns, legalLinks } from './footer-links';

const centerWith = (meta: Partial<Center['meta']>) => ({ meta: { countryCode: 'IN', ...meta } }) as Center;

describe('footer content', () => {
  it('has 11 external links in columns of 5 and 6', () => {
    const [first, second] = footerColumns(null);
    expect(first.links).toHaveLength(5);
    expect(second.links).toHaveLength(6);
    for (const link of [...first.links, ...second.links]) expect(link.href).toMatch(/^https:\/\//);
  });

  it('sends US centres to the US volunteer page', () => {
    const volunteer = (center: Center | null) =>
      footerColumns(center)[1].links.find((l) => l.href.endsWith('/volunteer'))?.href;
    expect(volunteer(centerWith({ countryCode: 'US' }))).toContain('/us/volunteer');
    expect(volunteer(centerWith({ countryCode: 'IN' }))).not.toContain('/us/');
    expect(volunteer(null)).not.toContain('/us/');
  });

  it('takes legal links from the centre meta, else the defaults', () => {
    expect(legalLinks(centerWith({ privacyPolicy: 'https://c/privacy' })).map((l) => l.href)).toEqual([
      'https://c/privacy',
      DEFAULT_LEGAL_LINKS.termsAndConditions,
      DEFAULT_LEGAL_LINKS.contactLink,
    ]);
  });

  it('reads "© 2017" with the centre text or the trust default', () => {
    expect(copyrightLine(null)).toBe('© 2017 Sannidhi Temple Trust. All Rights Reserved.');
    expect(copyrightLine(centerWith({ copyRightText: 'Devi Trust USA' }))).toBe('© 2017 Devi Trust USA');
  });
});

/**
 * Footer content (spec part 1 §2 Footer). The spec fixes the shape (11 external links in columns of
 * 5 and 6, a US-specific volunteer link, donate links, legal links from centre meta with defaults,
 * copyright text from meta with a default, the year 2017) but not the addresses; the addresses are
 * placeholders on sannidhi.example.org until the trust supplies the real ones.
 */
import { COPYRIGHT_YEAR, DEFAULT_COPYRIGHT_TEXT } from '@sannidhi/domain/constants';
import type { Center } from '../../lib/session-types';

export const SITE = 'https://sannidhi.example.org';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

export const DEFAULT_LEGAL_LINKS = {
  privacyPolicy: `${SITE}/privacy-policy`,
  termsAndConditions: `${SITE}/terms-and-conditions`,
  contactLink: `${SITE}/contact`,
} as const;

export const APP_STORE_LINKS: readonly FooterLink[] = [
  {
    label: 'Get it on Google Play',
    href: 'https://play.google.com/store/apps/details?id=org.example.sannidhi',
  },
  { label: 'Download on the App Store', href: 'https://apps.apple.com/app/sannidhi/id0000000000' },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'x';
export const SOCIAL_LINKS: ReadonlyArray<FooterLink & { network: SocialNetwork }> = [
  { network: 'facebook', label: 'Sannidhi on Facebook', href: 'https://www.facebook.com/sannidhi.example' },
  {
    network: 'instagram',
    label: 'Sannidhi on Instagram',
    href: 'https://www.instagram.com/sannidhi.example',
  },
  { network: 'youtube', label: 'Sannidhi on YouTube', href: 'https://www.youtube.com/@sannidhi.example' },
  { network: 'x', label: 'Sannidhi on X', href: 'https://x.com/sannidhi_example' },
];

const isUsCenter = (center: Center | null): boolean => center?.meta.countryCode === 'US';

/** The two link columns: 5 links, then 6. Volunteer and donate go to the US site for US centres. */
export function footerColumns(center: Center | null): [FooterColumn, FooterColumn] {
  const us = isUsCenter(center);
  return [
    {
      heading: 'Visit',
      links: [
        { label: 'Temple timings', href: `${SITE}/temple-timings` },
        { label: 'How to reach', href: `${SITE}/how-to-reach` },
        { label: 'Stay nearby', href: `${SITE}/accommodation` },
        { label: 'Festival calendar', href: `${SITE}/festivals` },
        { label: 'Dress code', href: `${SITE}/dress-code` },
      ],
    },
    {
      heading: 'Get involved',
      links: [
        { label: 'Volunteer', href: us ? `${SITE}/us/volunteer` : `${SITE}/volunteer` },
        { label: 'Donate', href: us ? `${SITE}/us/donate` : `${SITE}/donate` },
        { label: 'Sponsor annadanam', href: us ? `${SITE}/us/donate/annadanam` : `${SITE}/donate/annadanam` },
        { label: 'Prasadam store', href: `${SITE}/store` },
        { label: 'Newsletter', href: `${SITE}/newsletter` },
        { label: 'FAQs', href: `${SITE}/faq` },
      ],
    },
  ];
}

/** Privacy policy, terms and conditions and contact: the centre's own pages, else the defaults. */
export function legalLinks(center: Center | null): FooterLink[] {
  const meta = center?.meta;
  return [
    { label: 'Privacy Policy', href: meta?.privacyPolicy || DEFAULT_LEGAL_LINKS.privacyPolicy },
    { label: 'Terms & Conditions', href: meta?.termsAndConditions || DEFAULT_LEGAL_LINKS.termsAndConditions },
    { label: 'Contact Us', href: meta?.contactLink || DEFAULT_LEGAL_LINKS.contactLink },
  ];
}

/** "© 2017 <centre's copyright text or the trust's default>". */
export function copyrightLine(center: Center | null): string {
  return `© ${COPYRIGHT_YEAR} ${center?.meta.copyRightText || DEFAULT_COPYRIGHT_TEXT}`;
}

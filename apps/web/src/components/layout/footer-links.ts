/**
 * Footer content (spec part 1 §2 Footer). The spec fixes the shape (11 external links in columns of
 * 5 and 6, a US-specific volunteer link, donate links, legal links from centre meta with defaults,
 * copyright text from meta with a default, the year 2017) but not the addresses; the addresses are
 * placeholders on sannidhi.example.org until the trust supplies the real ones.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COPYRIGHT_YEAR, DEFAULT_COPYRIGHT_TEXT } from '@sannidhi/domain/constants';
import type { Center } from '../../lib/session-types';
import { inUiLanguage } from '../../lib/domain-texts';

export const SITE = 'https://sannidhi.example.org';

export interface FooterLink {
  /** Shown with `i18n._(label)`. */
  label: MessageDescriptor;
  href: string;
}

export interface FooterColumn {
  heading: MessageDescriptor;
  links: FooterLink[];
}

export const DEFAULT_LEGAL_LINKS = {
  privacyPolicy: `${SITE}/privacy-policy`,
  termsAndConditions: `${SITE}/terms-and-conditions`,
  contactLink: `${SITE}/contact`,
} as const;

export const APP_STORE_LINKS: readonly FooterLink[] = [
  {
    label: msg`Get it on Google Play`,
    href: 'https://play.google.com/store/apps/details?id=org.example.sannidhi',
  },
  { label: msg`Download on the App Store`, href: 'https://apps.apple.com/app/sannidhi/id0000000000' },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'x';
export const SOCIAL_LINKS: ReadonlyArray<FooterLink & { network: SocialNetwork }> = [
  {
    network: 'facebook',
    label: msg`Sannidhi on Facebook`,
    href: 'https://www.facebook.com/sannidhi.example',
  },
  {
    network: 'instagram',
    label: msg`Sannidhi on Instagram`,
    href: 'https://www.instagram.com/sannidhi.example',
  },
  { network: 'youtube', label: msg`Sannidhi on YouTube`, href: 'https://www.youtube.com/@sannidhi.example' },
  { network: 'x', label: msg`Sannidhi on X`, href: 'https://x.com/sannidhi_example' },
];

const isUsCenter = (center: Center | null): boolean => center?.meta.countryCode === 'US';

/** The two link columns: 5 links, then 6. Volunteer and donate go to the US site for US centres. */
export function footerColumns(center: Center | null): [FooterColumn, FooterColumn] {
  const us = isUsCenter(center);
  return [
    {
      heading: msg({ comment: 'Footer heading: visiting the temple', message: 'Visit' }),
      links: [
        { label: msg`Temple timings`, href: `${SITE}/temple-timings` },
        { label: msg`How to reach`, href: `${SITE}/how-to-reach` },
        { label: msg`Stay nearby`, href: `${SITE}/accommodation` },
        { label: msg`Festival calendar`, href: `${SITE}/festivals` },
        { label: msg`Dress code`, href: `${SITE}/dress-code` },
      ],
    },
    {
      heading: msg`Get involved`,
      links: [
        {
          label: msg({ comment: 'A link: volunteer at the temple', message: 'Volunteer' }),
          href: us ? `${SITE}/us/volunteer` : `${SITE}/volunteer`,
        },
        {
          label: msg({ comment: 'A link: give a donation', message: 'Donate' }),
          href: us ? `${SITE}/us/donate` : `${SITE}/donate`,
        },
        {
          label: msg`Sponsor annadanam`,
          href: us ? `${SITE}/us/donate/annadanam` : `${SITE}/donate/annadanam`,
        },
        { label: msg`Prasadam store`, href: `${SITE}/store` },
        { label: msg`Newsletter`, href: `${SITE}/newsletter` },
        { label: msg`FAQs`, href: `${SITE}/faq` },
      ],
    },
  ];
}

/** Privacy policy, terms and conditions and contact: the centre's own pages, else the defaults. */
export function legalLinks(center: Center | null): FooterLink[] {
  const meta = center?.meta;
  return [
    { label: msg`Privacy Policy`, href: meta?.privacyPolicy || DEFAULT_LEGAL_LINKS.privacyPolicy },
    {
      label: msg`Terms & Conditions`,
      href: meta?.termsAndConditions || DEFAULT_LEGAL_LINKS.termsAndConditions,
    },
    { label: msg`Contact Us`, href: meta?.contactLink || DEFAULT_LEGAL_LINKS.contactLink },
  ];
}

/** "© 2017 <centre's copyright text or the trust's default>". */
export function copyrightLine(center: Center | null): string {
  // A centre's own line is its data; the default is the product's text, in the interface language.
  return `© ${COPYRIGHT_YEAR} ${center?.meta.copyRightText || inUiLanguage(DEFAULT_COPYRIGHT_TEXT)}`;
}

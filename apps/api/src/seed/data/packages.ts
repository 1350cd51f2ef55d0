// Event packages, opened at /eventRituals/{urlTag}. Each holds rituals of two or more centres;
// per centre, the PACKAGE ritual comes first so the event link opens it.
import type { SeedPackage } from '../types';

export const PACKAGES: SeedPackage[] = [
  {
    id: 'navaratri-2026',
    name: 'Navaratri 2026',
    urlTag: 'navaratri-2026',
    description:
      'Nine nights of the Devi: abhishekams, lamps and family offerings for Navaratri, with a Sampoorna package covering all nine nights.',
    image: '/images/banners/navaratri-desktop.svg',
    productIds: [
      'in-coimbatore-navaratri-package',
      'in-coimbatore-navaratri-abhishekam',
      'in-coimbatore-navaratri-abhishekam-kutumbam',
      'in-bengaluru-navaratri-package',
      'in-bengaluru-navaratri-abhishekam',
      'us-tennessee-navaratri-package',
      'us-tennessee-navaratri-abhishekam',
    ],
  },
  {
    id: 'guru-pournami-2026',
    name: 'Guru Pournami 2026',
    urlTag: 'guru-pournami-2026',
    description:
      'Offerings for the full moon of the Guru: the Pournami abhishekam and the Guru Pournami package.',
    image: '/images/rituals/full-moon.svg',
    productIds: [
      'in-coimbatore-guru-pournami-package',
      'in-coimbatore-pournami-abhishekam',
      'us-los-angeles-guru-pournami-package',
      'us-los-angeles-pournami-abhishekam',
    ],
  },
];

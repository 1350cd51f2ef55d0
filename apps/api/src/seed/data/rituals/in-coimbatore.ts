// Rituals of Sannidhi Coimbatore (prices in paise: 110100 = ₹1,101.00).
import type { SeedRitual } from '../../types';
import { DEVOTEE_FIELDS, DEVOTEE_NAME, NAGA_DOSHA, NAKSHATRAM, SANKALPAM } from '../form-fields';
import {
  afterNewMoon,
  calendar,
  childRite,
  daily,
  fullMoon,
  inNamesOf,
  monthlyOn,
  NAVARATRI_NIGHTS,
  ritual,
  bannerTexts,
  ritualBanner,
  slots,
  variant,
  vehicleForm,
  weekdays,
} from './build';

export const COIMBATORE_RITUALS: SeedRitual[] = [
  ritual('devi-abhishekam', {
    description:
      'The Devi is bathed with milk, turmeric, honey and sacred water while her names are chanted. Attend in person or join online and receive the abhishekam prasadam at home.',
    config: {
      canCancel: true,
      cutOffHours: 12,
      calendar: calendar('Choose a date and time for the abhishekam', 'DEFAULT'),
      carousel: ritualBanner('devi-abhishekam'),
      ...inNamesOf(4, [...DEVOTEE_FIELDS, SANKALPAM]),
    },
    variants: [variant('Single', 110100, 4), variant('Couple', 210100, 2), variant('Family of 4', 350100, 1)],
    schedule: slots(daily(), ['06:30', '18:00'], 25, 40),
  }),
  ritual(
    {
      slug: 'bhairavi-vilakku-seva',
      name: 'Bhairavi Vilakku Seva',
      image: 'lamp',
      type: 'BHAIRAVI_VILAKKU_SEVA',
      category: 'TEMPLE_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'Light lamps before the Devi at the evening arati. Choose ghee or sesame-oil lamps, or a camphor arati, for yourself and your family.',
      config: {
        canCancel: false,
        cutOffHours: 6,
        calendar: calendar('Choose an evening and your lamps', 'INVENTORY'),
        sections: ['CALENDAR'],
      },
      variants: [
        variant('Ghee lamp', 25100, 4, 12),
        variant('Sesame-oil lamp', 15100, 6, 16),
        variant('Camphor arati', 5100, 2, 8),
      ],
      schedule: slots(daily(), ['18:30'], 36),
    },
  ),
  ritual(
    {
      slug: 'vasthram-arpanam',
      name: 'Vasthram Arpanam',
      image: 'cloth',
      type: 'VASTHRAM_ARPANAM',
      category: 'DEVI_OFFERINGS',
      deliveryMode: 'BOTH',
    },
    {
      description:
        'Offer a new saree to adorn the Devi. After it has been worn by her, it is returned to you as prasadam, in person or by post.',
      config: {
        canCancel: true,
        cutOffHours: 48,
        calendar: calendar('Choose the day the Devi wears your offering', 'DEFAULT_V2'),
        prasadam: { askWhen: 'both' },
        sections: ['CALENDAR', 'PRASADAM', 'META'],
        form: { fields: [DEVOTEE_NAME, SANKALPAM], maxParticipants: 3 },
      },
      variants: [variant('Cotton saree', 150100, 2), variant('Silk saree', 500100, 1)],
      schedule: slots(weekdays('TUE', 'FRI'), ['07:00'], 10, 20),
    },
  ),
  ritual(
    {
      slug: 'kumkum-sarpa-seva',
      name: 'Kumkum Sarpa Seva',
      image: 'serpent',
      type: 'KUMKUM_SARPA_SEVA',
      category: 'NAGA_PANCHAMI_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'On Naga Panchami, the fifth day of the bright fortnight, kumkum is offered to the serpent deity for the wellbeing of the family. Traditionally sought by those told of naga dosha.',
      config: {
        canCancel: false,
        cutOffHours: 24,
        calendar: calendar('Choose a Panchami', 'SPARSE'),
        sections: ['CALENDAR', 'NAKSHATRAM', 'META'],
        form: { fields: [DEVOTEE_NAME, NAKSHATRAM, NAGA_DOSHA], maxParticipants: 2 },
      },
      variants: [variant('Single', 50100, 2), variant('Couple', 90100, 1)],
      schedule: slots(afterNewMoon(5), ['07:00', '10:00', '16:00'], 30),
    },
  ),
  ritual(
    {
      slug: 'namakaranam',
      name: 'Namakaranam',
      image: 'child',
      type: 'NAMAKARANAM',
      category: 'CHILD_RITUAL_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        "The naming ceremony of a newborn, held before the Devi. The priest whispers the child's name and the family receives a blessed naming certificate.",
      config: {
        canCancel: true,
        cutOffHours: 48,
        calendar: calendar('Choose a date for the naming ceremony', 'DEFAULT_V2'),
        ...childRite(12),
      },
      variants: [variant('One child', 250100, 2)],
      schedule: slots(daily('TUE'), ['09:00', '11:00'], 6),
    },
  ),
  ritual('annaprasanam', {
    description:
      "A baby's first meal of rice, offered first to the Devi and then fed to the child by the parents. Usually performed in the sixth month.",
    config: {
      canCancel: true,
      cutOffHours: 48,
      calendar: calendar("Choose a date for your child's first rice", 'DEFAULT'),
      ...childRite(12),
    },
    variants: [variant('One child', 150100, 2)],
    schedule: slots(weekdays('MON', 'WED', 'FRI'), ['10:00'], 6),
  }),
  ritual(
    {
      slug: 'kesha-arpanam',
      name: 'Kesha Arpanam',
      image: 'kesha',
      type: 'KESHA_ARPANAM',
      category: 'RITUAL_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'An offering of one’s hair to the Devi as a gesture of surrender, at the tonsure hall beside the temple tank. Booked at the temple office.',
      isAvailable: false,
      isAvailableForBackOffice: true,
      config: {
        canCancel: false,
        cutOffHours: 2,
        calendar: calendar('Choose a time at the tonsure hall', 'DEFAULT'),
        prasadam: { askWhen: 'never' },
        sections: ['CALENDAR'],
      },
      variants: [variant('Per person', 30100, 6)],
      schedule: slots(daily(), ['07:30', '09:30'], 10),
    },
  ),
  ritual('daha-nivaranam', {
    description:
      'Cool water and buttermilk offered to the Devi and served to pilgrims through the hot months. Paused until the summer season returns.',
    isAvailable: false,
    isAvailableForBackOffice: false,
    config: {
      canCancel: false,
      cutOffHours: 24,
      calendar: calendar('Choose a day to serve the pilgrims', 'DEFAULT_V2'),
      sections: ['CALENDAR', 'META'],
      form: { fields: [DEVOTEE_NAME], maxParticipants: 2 },
    },
    variants: [variant('For 100 pilgrims', 150100, 2)],
    schedule: slots(daily(), ['11:00'], 20),
  }),
  ritual('pournami-abhishekam', {
    description:
      'A grand abhishekam on the full-moon night, with the Devi decorated in white flowers. Attend the evening in person, or join online and receive prasadam by post.',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: calendar('Choose a full-moon night', 'SPARSE'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 150100, 4), variant('Family of 4', 450100, 1)],
    schedule: slots(fullMoon(), ['18:30'], 40, 40),
  }),
  ritual('navaratri-abhishekam', {
    description:
      'Nine nights, nine forms of the Devi. Choose one or more nights of Navaratri for an abhishekam offered in your name.',
    config: {
      canCancel: false,
      cutOffHours: 24,
      calendar: calendar('Choose your Navaratri nights', 'MULTI_DATE_SELECT'),
      carousel: {
        enabled: true,
        target: 'URL',
        url: '/eventRituals/navaratri-2026',
        image: '/images/banners/navaratri-desktop.svg',
        mobileImage: '/images/banners/navaratri-mobile.svg',
        texts: bannerTexts('navaratri'),
      },
      ...inNamesOf(2),
    },
    variants: [variant('Single', 110100, 2), variant('Couple', 200100, 1)],
    schedule: slots(afterNewMoon(...NAVARATRI_NIGHTS), ['18:30'], 30, 40),
  }),
  ritual(
    {
      slug: 'navaratri-abhishekam-kutumbam',
      name: 'Navaratri Abhishekam Kutumbam',
      image: 'navaratri',
      type: 'NAVARATRI_ABHISHEKAM_KUTUMBAM',
      category: 'FESTIVE_OFFERINGS',
      deliveryMode: 'ONLINE',
    },
    {
      description:
        'The Navaratri abhishekam offered for the whole family: up to four names and birth stars are read out before the Devi, and one prasadam box is sent home.',
      config: {
        canCancel: false,
        cutOffHours: 24,
        calendar: calendar('Choose a Navaratri night for your family', 'DEFAULT_V2'),
        ...inNamesOf(4),
        sections: ['CALENDAR', 'FAMILY', 'NAKSHATRAM', 'PRASADAM'],
      },
      // ^#T marks grouped tickets: the part after ^ is not shown (spec part 2 §2).
      variants: [variant('Family, up to 4 members^#T1', 500100, 1)],
      schedule: slots(afterNewMoon(...NAVARATRI_NIGHTS), ['19:30'], 40),
    },
  ),
  ritual('navaratri-package', {
    description:
      'All nine nights of Navaratri in one offering: a nightly abhishekam in your name, a silk vasthram for the Devi on the ninth night and a prasadam hamper.',
    config: {
      canCancel: false,
      canReschedule: false,
      cutOffHours: 48,
      calendar: calendar('Navaratri begins on', 'PACKAGE'),
      ...inNamesOf(4, DEVOTEE_FIELDS, 'both'),
    },
    variants: [variant('Single', 1000100, 2), variant('Family of 4', 2500100, 1)],
    schedule: slots(afterNewMoon(1), ['18:30'], 20, 40),
  }),
  ritual('guru-pournami-package', {
    description:
      'On the full moon of gratitude to the Guru: a Pournami abhishekam, a garland for the Devi and lamps lit in your name, with prasadam sent to your home.',
    config: {
      canCancel: false,
      canReschedule: false,
      cutOffHours: 48,
      calendar: calendar('Choose the full moon', 'PACKAGE'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 510100, 2), variant('Family of 4', 1100100, 1)],
    schedule: slots(fullMoon(), ['06:00'], 40),
  }),
  ritual('monthly-devi-prasadam', {
    description:
      'An abhishekam in your name on the first Friday of every month for twelve months, with the prasadam posted to your home each month.',
    isSubscription: true,
    config: {
      canCancel: false,
      canReschedule: false,
      cutOffHours: 72,
      calendar: calendar('Your first month starts on', 'DEFAULT'),
      carousel: ritualBanner('monthly-prasadam'),
      ...inNamesOf(undefined),
      sections: ['CALENDAR', 'NAKSHATRAM', 'PRASADAM', 'SUBSCRIPTION'],
    },
    variants: [variant('Every month', 110100, 1)],
    schedule: slots(monthlyOn('FRI', 1), ['06:30'], 40),
  }),
  ritual('vahana-pooja', {
    description:
      'A blessing for your new vehicle at the temple gate: the priest performs arati, ties a sacred thread and breaks a coconut for safe journeys.',
    globalType: 'VAHANA_POOJA',
    config: {
      canCancel: true,
      cutOffHours: 4,
      calendar: calendar('Choose a time to bring your vehicle', 'DEFAULT'),
      sections: ['CALENDAR', 'META'],
      form: vehicleForm('Registration number'),
    },
    variants: [
      variant('Two-wheeler', 50100, 2),
      variant('Car', 110100, 2),
      variant('Commercial vehicle', 210100, 1),
    ],
    schedule: slots(daily(), ['07:00', '10:00', '16:00'], 8),
  }),
];

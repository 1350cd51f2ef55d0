// Rituals of Sannidhi Kathmandu (prices in paisa: 110100 = रु 1,101.00).
import type { SeedRitual } from '../../types';
import { DEVOTEE_NAME } from '../form-fields';
import { calendar, childRite, daily, inNamesOf, ritual, slots, variant, weekdays } from './build';

export const KATHMANDU_RITUALS: SeedRitual[] = [
  ritual('devi-abhishekam', {
    description:
      'The dawn abhishekam of the Devi with milk, curd and water from the temple spring. Attend in person or join online.',
    config: {
      canCancel: true,
      cutOffHours: 12,
      calendar: calendar('Choose a morning for the abhishekam', 'DEFAULT'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 110100, 4), variant('Couple', 200100, 2)],
    schedule: slots(daily(), ['06:00'], 20, 40),
  }),
  ritual('daha-nivaranam', {
    description:
      'Cool water and spiced buttermilk are offered to the Devi and then served to pilgrims at the temple gate, easing thirst in your name.',
    config: {
      canCancel: false,
      cutOffHours: 24,
      calendar: calendar('Choose a day to serve the pilgrims', 'DEFAULT_V2'),
      sections: ['CALENDAR', 'META'],
      form: { fields: [DEVOTEE_NAME], maxParticipants: 3 },
    },
    variants: [variant('For 50 pilgrims', 150100, 2), variant('For 100 pilgrims', 280100, 1)],
    schedule: slots(daily(), ['11:00'], 20),
  }),
  ritual(
    {
      slug: 'mala-arpanam',
      name: 'Mala Arpanam',
      image: 'garland',
      type: 'MALA_ARPANAM',
      category: 'DEVI_OFFERINGS',
      deliveryMode: 'BOTH',
    },
    {
      description:
        'A garland of marigold or roses is offered to the Devi at the morning pooja; online devotees receive a dried flower from it by post.',
      config: {
        canCancel: false,
        cutOffHours: 12,
        calendar: calendar('Choose a morning', 'DEFAULT'),
        prasadam: { askWhen: 'both' },
        sections: ['CALENDAR', 'PRASADAM'],
      },
      variants: [variant('Marigold garland', 30100, 3), variant('Rose garland', 50100, 3)],
      schedule: slots(daily(), ['07:00'], 15, 30),
    },
  ),
  ritual(
    {
      slug: 'dhanya-arpane',
      name: 'Dhanya Arpane',
      image: 'grains',
      type: 'DHANYA_ARPANE',
      category: 'TEMPLE_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'An offering of grain to the Devi, later cooked in the temple kitchen for pilgrims. Choose the grains and quantities you wish to give.',
      config: {
        canCancel: false,
        cutOffHours: 12,
        calendar: calendar('Choose a day and your grains', 'INVENTORY'),
        sections: ['CALENDAR'],
      },
      variants: [
        variant('Rice, 5 kg', 60000, 4, 10),
        variant('Lentils, 2 kg', 45000, 4, 10),
        variant('Millet, 5 kg', 50000, 4, 8),
        variant('Wheat flour, 5 kg', 42500, 4, 8),
      ],
      schedule: slots(daily(), ['08:00'], 36),
    },
  ),
  ritual('chuda-karma', {
    description:
      "A child's first tonsure in the temple courtyard, after a short pooja for health and long life. Arranged with the temple office.",
    isAvailable: false,
    isAvailableForBackOffice: true,
    config: {
      canCancel: true,
      cutOffHours: 48,
      calendar: calendar('Choose a morning for the ceremony', 'DEFAULT'),
      ...childRite(36),
    },
    variants: [variant('One child', 250100, 2)],
    schedule: slots(weekdays('SUN', 'WED'), ['09:00'], 5),
  }),
  ritual(
    {
      slug: 'vidyarambam',
      name: 'Vidyarambam',
      image: 'letters',
      type: 'VIDYARAMBAM',
      category: 'CHILD_RITUAL_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        "Initiation into learning: the child traces the first letters in rice before the Devi, with a parent's hand guiding theirs.",
      config: {
        canCancel: true,
        cutOffHours: 24,
        calendar: calendar('Choose a morning', 'DEFAULT'),
        ...childRite(72),
      },
      variants: [variant('One child', 110100, 2)],
      schedule: slots(daily('SAT'), ['08:00', '10:00'], 8),
    },
  ),
];

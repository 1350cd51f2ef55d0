// Rituals of Sannidhi Kathmandu (prices in paisa: 110100 = रु 1,101.00).
import type { SeedRitual } from '../../types';
import { CHILD_FIELDS, DEVOTEE_FIELDS, DEVOTEE_NAME } from '../form-fields';

export const KATHMANDU_RITUALS: SeedRitual[] = [
  {
    slug: 'devi-abhishekam',
    name: 'Devi Abhishekam',
    description:
      'The dawn abhishekam of the Devi with milk, curd and water from the temple spring. Attend in person or join online.',
    image: '/images/rituals/abhishekam.svg',
    type: 'DEVI_ABHISHEKAM',
    category: 'DEVI_OFFERINGS',
    deliveryMode: 'BOTH',
    config: {
      canCancel: true,
      cutOffHours: 12,
      calendar: { title: 'Choose a morning for the abhishekam', layout: 'DEFAULT' },
      prasadam: { askWhen: 'online-only' },
      sections: ['CALENDAR', 'NAKSHATRAM', 'PRASADAM'],
      form: { fields: DEVOTEE_FIELDS, maxParticipants: 4 },
    },
    variants: [
      { name: 'Single', unitPrice: 110100, maxQuantity: 4 },
      { name: 'Couple', unitPrice: 200100, maxQuantity: 2 },
    ],
    schedule: { rule: { kind: 'daily' }, times: ['06:00'], capacity: 20, onlineCapacity: 40 },
  },
  {
    slug: 'daha-nivaranam',
    name: 'Daha Nivaranam',
    description:
      'Cool water and spiced buttermilk are offered to the Devi and then served to pilgrims at the temple gate, easing thirst in your name.',
    image: '/images/rituals/water.svg',
    type: 'DAHA_NIVARANAM',
    category: 'RITUAL_OFFERINGS',
    deliveryMode: 'IN_PERSON',
    config: {
      canCancel: false,
      cutOffHours: 24,
      calendar: { title: 'Choose a day to serve the pilgrims', layout: 'DEFAULT_V2' },
      sections: ['CALENDAR', 'META'],
      form: { fields: [DEVOTEE_NAME], maxParticipants: 3 },
    },
    variants: [
      { name: 'For 50 pilgrims', unitPrice: 150100, maxQuantity: 2 },
      { name: 'For 100 pilgrims', unitPrice: 280100, maxQuantity: 1 },
    ],
    schedule: { rule: { kind: 'daily' }, times: ['11:00'], capacity: 20 },
  },
  {
    slug: 'mala-arpanam',
    name: 'Mala Arpanam',
    description:
      'A garland of marigold or roses is offered to the Devi at the morning pooja; online devotees receive a dried flower from it by post.',
    image: '/images/rituals/garland.svg',
    type: 'MALA_ARPANAM',
    category: 'DEVI_OFFERINGS',
    deliveryMode: 'BOTH',
    config: {
      canCancel: false,
      cutOffHours: 12,
      calendar: { title: 'Choose a morning', layout: 'DEFAULT' },
      prasadam: { askWhen: 'both' },
      sections: ['CALENDAR', 'PRASADAM'],
    },
    variants: [
      { name: 'Marigold garland', unitPrice: 30100, maxQuantity: 3 },
      { name: 'Rose garland', unitPrice: 50100, maxQuantity: 3 },
    ],
    schedule: { rule: { kind: 'daily' }, times: ['07:00'], capacity: 15, onlineCapacity: 30 },
  },
  {
    slug: 'dhanya-arpane',
    name: 'Dhanya Arpane',
    description:
      'An offering of grain to the Devi, later cooked in the temple kitchen for pilgrims. Choose the grains and quantities you wish to give.',
    image: '/images/rituals/grains.svg',
    type: 'DHANYA_ARPANE',
    category: 'TEMPLE_OFFERINGS',
    deliveryMode: 'IN_PERSON',
    config: {
      canCancel: false,
      cutOffHours: 12,
      calendar: { title: 'Choose a day and your grains', layout: 'INVENTORY' },
      sections: ['CALENDAR'],
    },
    variants: [
      { name: 'Rice, 5 kg', unitPrice: 60000, maxQuantity: 4, inventory: 10 },
      { name: 'Lentils, 2 kg', unitPrice: 45000, maxQuantity: 4, inventory: 10 },
      { name: 'Millet, 5 kg', unitPrice: 50000, maxQuantity: 4, inventory: 8 },
      { name: 'Wheat flour, 5 kg', unitPrice: 42500, maxQuantity: 4, inventory: 8 },
    ],
    schedule: { rule: { kind: 'daily' }, times: ['08:00'], capacity: 36 },
  },
  {
    slug: 'chuda-karma',
    name: 'Chuda Karma',
    description:
      "A child's first tonsure in the temple courtyard, after a short pooja for health and long life. Arranged with the temple office.",
    image: '/images/rituals/child.svg',
    type: 'CHUDA_KARMA',
    category: 'CHILD_RITUAL_OFFERINGS',
    deliveryMode: 'IN_PERSON',
    isAvailable: false,
    isAvailableForBackOffice: true,
    config: {
      canCancel: true,
      cutOffHours: 48,
      calendar: { title: 'Choose a morning for the ceremony', layout: 'DEFAULT' },
      sections: ['CALENDAR', 'META'],
      form: { fields: CHILD_FIELDS, maxParticipants: 2 },
      maxChildAge: 36,
    },
    variants: [{ name: 'One child', unitPrice: 250100, maxQuantity: 2 }],
    schedule: { rule: { kind: 'weekdays', days: ['SUN', 'WED'] }, times: ['09:00'], capacity: 5 },
  },
  {
    slug: 'vidyarambam',
    name: 'Vidyarambam',
    description:
      "Initiation into learning: the child traces the first letters in rice before the Devi, with a parent's hand guiding theirs.",
    image: '/images/rituals/letters.svg',
    type: 'VIDYARAMBAM',
    category: 'CHILD_RITUAL_OFFERINGS',
    deliveryMode: 'IN_PERSON',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: { title: 'Choose a morning', layout: 'DEFAULT' },
      sections: ['CALENDAR', 'META'],
      form: { fields: CHILD_FIELDS, maxParticipants: 2 },
      maxChildAge: 72,
    },
    variants: [{ name: 'One child', unitPrice: 110100, maxQuantity: 2 }],
    schedule: { rule: { kind: 'daily', except: ['SAT'] }, times: ['08:00', '10:00'], capacity: 8 },
  },
];

// Rituals of Sannidhi Los Angeles (prices in cents).
import type { SeedRitual } from '../../types';
import { CHILD_FIELDS, DEVOTEE_FIELDS, DEVOTEE_NAME, SANKALPAM } from '../form-fields';

export const LOS_ANGELES_RITUALS: SeedRitual[] = [
  {
    slug: 'devi-abhishekam',
    name: 'Devi Abhishekam',
    description:
      'A weekend abhishekam of the Devi with milk, honey and turmeric, offered in your name. Attend at the shrine or join online.',
    image: '/images/rituals/abhishekam.svg',
    type: 'DEVI_ABHISHEKAM',
    category: 'DEVI_OFFERINGS',
    deliveryMode: 'BOTH',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: { title: 'Choose a date and time for the abhishekam', layout: 'DEFAULT' },
      prasadam: { askWhen: 'online-only' },
      sections: ['CALENDAR', 'NAKSHATRAM', 'PRASADAM'],
      form: { fields: DEVOTEE_FIELDS, maxParticipants: 4 },
    },
    variants: [
      { name: 'Single', unitPrice: 2500, maxQuantity: 4 },
      { name: 'Couple', unitPrice: 4500, maxQuantity: 2 },
      { name: 'Family of 4', unitPrice: 7500, maxQuantity: 1 },
    ],
    schedule: {
      rule: { kind: 'weekdays', days: ['FRI', 'SAT', 'SUN'] },
      times: ['07:00', '18:30'],
      capacity: 15,
      onlineCapacity: 40,
    },
  },
  {
    slug: 'devi-vilakku-pooja',
    name: 'Devi Vilakku Pooja',
    description:
      'A lamp pooja in the shrine hall: each family tends its own brass lamp while the priest leads the 108 names of the Devi. Take the lamp home as prasadam.',
    image: '/images/rituals/lamp.svg',
    type: 'LINGA_BHAIRAVI_VILAKKU_POOJA',
    category: 'DEVI_OFFERINGS',
    deliveryMode: 'IN_PERSON',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: { title: 'Choose an evening', layout: 'DEFAULT_V2' },
      prasadam: { askWhen: 'in-person-only' },
      sections: ['CALENDAR', 'PRASADAM'],
    },
    variants: [
      { name: 'Single lamp', unitPrice: 2100, maxQuantity: 4 },
      { name: 'Family, 4 lamps', unitPrice: 6100, maxQuantity: 1 },
    ],
    schedule: { rule: { kind: 'weekdays', days: ['FRI', 'SUN'] }, times: ['18:30'], capacity: 20 },
  },
  {
    slug: 'adiyogi-mala-arpanam',
    name: 'Adiyogi Mala Arpanam',
    description:
      'Offer a fresh garland to Adiyogi, the first yogi, on a Monday or Saturday morning. A flower from the garland is given to you as prasadam.',
    image: '/images/rituals/garland.svg',
    type: 'MALA_ARPANAM',
    category: 'ADIYOGI_OFFERINGS',
    deliveryMode: 'IN_PERSON',
    config: {
      canCancel: false,
      cutOffHours: 24,
      calendar: { title: 'Choose a morning', layout: 'DEFAULT' },
      prasadam: { askWhen: 'in-person-only' },
      sections: ['CALENDAR', 'PRASADAM', 'META'],
      form: { fields: [DEVOTEE_NAME, SANKALPAM], maxParticipants: 4 },
    },
    variants: [
      { name: 'Jasmine garland', unitPrice: 2100, maxQuantity: 2 },
      { name: 'Rose garland', unitPrice: 3100, maxQuantity: 2 },
    ],
    schedule: { rule: { kind: 'weekdays', days: ['MON', 'SAT'] }, times: ['08:00'], capacity: 12 },
  },
  {
    slug: 'annaprasanam',
    name: 'Annaprasanam',
    description:
      "Your baby's first taste of rice, offered first to the Devi and then fed by the parents, with a blessing for a nourished life.",
    image: '/images/rituals/rice.svg',
    type: 'ANNAPRASANAM',
    category: 'CHILD_RITUAL_OFFERINGS',
    deliveryMode: 'IN_PERSON',
    config: {
      canCancel: true,
      cutOffHours: 48,
      calendar: { title: "Choose a date for your child's first rice", layout: 'DEFAULT' },
      sections: ['CALENDAR', 'META'],
      form: { fields: CHILD_FIELDS, maxParticipants: 2 },
      maxChildAge: 12,
    },
    variants: [{ name: 'One child', unitPrice: 5100, maxQuantity: 2 }],
    schedule: { rule: { kind: 'weekdays', days: ['SAT', 'SUN'] }, times: ['11:00'], capacity: 5 },
  },
  {
    slug: 'pournami-abhishekam',
    name: 'Pournami Abhishekam',
    description:
      'The full-moon abhishekam of the Devi, followed by a lamp procession around the shrine. Join in person or online.',
    image: '/images/rituals/full-moon.svg',
    type: 'POURNAMI_ABHISHEKAM',
    category: 'FESTIVE_OFFERINGS',
    deliveryMode: 'BOTH',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: { title: 'Choose a full-moon night', layout: 'SPARSE' },
      prasadam: { askWhen: 'online-only' },
      sections: ['CALENDAR', 'NAKSHATRAM', 'PRASADAM'],
      form: { fields: DEVOTEE_FIELDS, maxParticipants: 4 },
    },
    variants: [
      { name: 'Single', unitPrice: 3100, maxQuantity: 4 },
      { name: 'Family of 4', unitPrice: 9100, maxQuantity: 1 },
    ],
    schedule: {
      rule: { kind: 'moon', phase: 'full', offsets: [0] },
      times: ['19:00'],
      capacity: 30,
      onlineCapacity: 40,
    },
  },
  {
    slug: 'guru-pournami-package',
    name: 'Guru Pournami Package',
    description:
      'For the full moon of the Guru: a Pournami abhishekam and a garland offered in your name, with a prasadam box mailed to you.',
    image: '/images/rituals/package.svg',
    type: 'PACKAGE',
    category: 'PACKAGE_OFFERINGS',
    deliveryMode: 'ONLINE',
    config: {
      canCancel: true,
      canReschedule: false,
      cutOffHours: 72,
      calendar: { title: 'Choose the full moon', layout: 'PACKAGE' },
      prasadam: { askWhen: 'online-only' },
      sections: ['CALENDAR', 'NAKSHATRAM', 'PRASADAM'],
      form: { fields: DEVOTEE_FIELDS, maxParticipants: 4 },
    },
    variants: [
      { name: 'Single', unitPrice: 10800, maxQuantity: 2 },
      { name: 'Family of 4', unitPrice: 25100, maxQuantity: 1 },
    ],
    schedule: { rule: { kind: 'moon', phase: 'full', offsets: [0] }, times: ['19:00'], capacity: 40 },
  },
];

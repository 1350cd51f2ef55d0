// Rituals of Sannidhi Bengaluru (prices in paise).
import type { SeedRitual } from '../../types';
import {
  AGE,
  CONTACT_EMAIL,
  DEVOTEE_FIELDS,
  DEVOTEE_NAME,
  GENDER,
  NAGA_DOSHA,
  NAKSHATRAM,
  SANKALPAM,
} from '../form-fields';
import {
  afterNewMoon,
  calendar,
  childRite,
  daily,
  inNamesOf,
  NAVARATRI_NIGHTS,
  ritual,
  slots,
  variant,
  vehicleForm,
  weekdays,
} from './build';

export const BENGALURU_RITUALS: SeedRitual[] = [
  ritual('devi-abhishekam', {
    description:
      'The morning and evening abhishekam of the Devi with milk, turmeric and sandal paste. Be present in the courtyard or join online.',
    config: {
      canCancel: true,
      cutOffHours: 12,
      calendar: calendar('Choose a date and time for the abhishekam', 'DEFAULT'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 110100, 4), variant('Couple', 210100, 2), variant('Family of 4', 350100, 1)],
    schedule: slots(daily(), ['07:00', '18:30'], 20, 40),
  }),
  ritual(
    {
      slug: 'prahara-vilakku-seva',
      name: 'Prahara Vilakku Seva',
      image: 'prahara-lamp',
      type: 'PRAHARA_VILAKKU_SEVA',
      category: 'TEMPLE_OFFERINGS',
      deliveryMode: 'ONLINE',
    },
    {
      description:
        'A lamp kept burning in your name through the praharas of the night, tended by the temple volunteers. Choose as many nights as you wish.',
      config: {
        canCancel: false,
        cutOffHours: 6,
        calendar: calendar('Choose the nights for your lamp', 'MULTI_DATE_SELECT'),
        sections: ['CALENDAR', 'META'],
        form: { fields: [DEVOTEE_NAME, SANKALPAM], maxParticipants: 3 },
      },
      variants: [variant('One lamp, one night', 35100, 3)],
      schedule: slots(daily(), ['18:00'], 40),
    },
  ),
  ritual(
    {
      slug: 'valmeekam-sarpa-seva',
      name: 'Valmeekam Sarpa Seva',
      image: 'anthill',
      type: 'VALMEEKAM_SARPA_SEVA',
      category: 'NAGA_PANCHAMI_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'Milk and turmeric are poured at the sacred anthill, the dwelling of the serpent deity, with prayers for health and for children.',
      config: {
        canCancel: false,
        cutOffHours: 24,
        calendar: calendar('Choose a Tuesday or Sunday morning', 'DEFAULT_V2'),
        sections: ['CALENDAR', 'NAKSHATRAM', 'META'],
        form: { fields: [DEVOTEE_NAME, NAKSHATRAM, NAGA_DOSHA], maxParticipants: 2 },
      },
      variants: [variant('Single', 40100, 2), variant('Couple', 70100, 1)],
      schedule: slots(weekdays('TUE', 'SUN'), ['07:30', '09:30'], 20),
    },
  ),
  ritual(
    {
      slug: 'mangalya-arpanam',
      name: 'Mangalya Arpanam',
      image: 'mangalya',
      type: 'MANGALYA_ARPANAM',
      category: 'DEVI_OFFERINGS',
      deliveryMode: 'BOTH',
    },
    {
      description:
        'A mangalya thread is offered at the feet of the Devi for harmony in marriage, or for those hoping to marry. The blessed thread is returned as prasadam.',
      config: {
        canCancel: true,
        cutOffHours: 24,
        calendar: calendar('Choose a Friday', 'DEFAULT'),
        ...inNamesOf(2, [...DEVOTEE_FIELDS, SANKALPAM], 'both'),
      },
      variants: [variant('Turmeric thread', 110100, 2), variant('Thread with gold mangalyam', 1100100, 1)],
      schedule: slots(weekdays('FRI'), ['07:00', '11:00'], 10, 20),
    },
  ),
  ritual(
    {
      slug: 'klesha-nashana-kriya',
      name: 'Klesha Nashana Kriya',
      image: 'kriya',
      type: 'KLESHA_NASHANA_KRIYA',
      category: 'SADHANA',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'A short guided practice of breath and sound, learnt at the shrine in a small group and then continued at home for forty days.',
      config: {
        canCancel: true,
        cutOffHours: 24,
        calendar: calendar('Choose a weekend session', 'DEFAULT'),
        sections: ['CALENDAR', 'META'],
        form: { fields: [DEVOTEE_NAME, AGE, GENDER, CONTACT_EMAIL], maxParticipants: 4 },
        maxChildAge: 168,
      },
      variants: [variant('Per participant', 30100, 4)],
      schedule: slots(weekdays('SAT', 'SUN'), ['06:00'], 30),
    },
  ),
  ritual('chuda-karma', {
    description:
      "A child's first tonsure, performed by the temple barber after a short pooja, so the child grows in health and clarity. Usually in the first or third year.",
    config: {
      canCancel: true,
      cutOffHours: 48,
      calendar: calendar('Choose a morning for the ceremony', 'DEFAULT'),
      ...childRite(36),
    },
    variants: [variant('One child', 150100, 2)],
    schedule: slots(weekdays('MON', 'WED', 'THU', 'SAT'), ['08:30', '10:30'], 6),
  }),
  ritual(
    {
      slug: 'vijayadasami-vidyarambham',
      name: 'Vijayadasami Vidyarambham',
      image: 'letters',
      type: 'VIJAYADASAMI_VIDYARAMBHAM',
      category: 'CHILD_RITUAL_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        "On the tenth day after Navaratri begins, little ones write their first letters in a tray of rice, guided by a parent's hand.",
      config: {
        canCancel: false,
        canReschedule: false,
        cutOffHours: 24,
        calendar: calendar('Choose a Vijayadasami session', 'SPARSE'),
        ...childRite(72, 3),
      },
      variants: [variant('One child', 100100, 3)],
      schedule: slots(afterNewMoon(10), ['07:00', '09:00', '11:00'], 15),
    },
  ),
  ritual('navaratri-abhishekam', {
    description:
      'Each night of Navaratri the Devi is adorned as one of her nine forms and bathed in abhishekam. Choose the nights you wish to offer.',
    config: {
      canCancel: false,
      cutOffHours: 24,
      calendar: calendar('Choose your Navaratri nights', 'MULTI_DATE_SELECT'),
      ...inNamesOf(2),
    },
    variants: [variant('Single', 110100, 2), variant('Couple', 200100, 1)],
    schedule: slots(afterNewMoon(...NAVARATRI_NIGHTS), ['19:00'], 30, 40),
  }),
  ritual('navaratri-package', {
    description:
      'Nine nights of abhishekam in your name, a lamp on each night and a prasadam hamper at the close of the festival.',
    deliveryMode: 'ONLINE',
    config: {
      canCancel: false,
      canReschedule: false,
      cutOffHours: 48,
      calendar: calendar('Navaratri begins on', 'PACKAGE'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 900100, 2), variant('Family of 4', 2100100, 1)],
    schedule: slots(afterNewMoon(1), ['19:00'], 40),
  }),
  ritual('vahana-pooja', {
    description:
      'Bring your new vehicle to the temple forecourt for arati, a sacred thread and the breaking of a coconut, for safe travels.',
    globalType: 'VAHANA_POOJA',
    config: {
      canCancel: true,
      cutOffHours: 4,
      calendar: calendar('Choose a time to bring your vehicle', 'DEFAULT'),
      sections: ['CALENDAR', 'META'],
      form: vehicleForm('Registration number'),
    },
    variants: [variant('Two-wheeler', 50100, 2), variant('Car', 110100, 2)],
    schedule: slots(daily(), ['07:30', '16:30'], 8),
  }),
];

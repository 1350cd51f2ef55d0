// Rituals of Sannidhi Los Angeles (prices in cents).
import type { SeedRitual } from '../../types';
import { DEVOTEE_NAME, SANKALPAM } from '../form-fields';
import { calendar, childRite, fullMoon, inNamesOf, ritual, slots, variant, weekdays } from './build';

export const LOS_ANGELES_RITUALS: SeedRitual[] = [
  ritual('devi-abhishekam', {
    description:
      'A weekend abhishekam of the Devi with milk, honey and turmeric, offered in your name. Attend at the shrine or join online.',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: calendar('Choose a date and time for the abhishekam', 'DEFAULT'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 2500, 4), variant('Couple', 4500, 2), variant('Family of 4', 7500, 1)],
    schedule: slots(weekdays('FRI', 'SAT', 'SUN'), ['07:00', '18:30'], 15, 40),
  }),
  ritual(
    {
      slug: 'devi-vilakku-pooja',
      name: 'Devi Vilakku Pooja',
      image: 'lamp',
      type: 'LINGA_BHAIRAVI_VILAKKU_POOJA',
      category: 'DEVI_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'A lamp pooja in the shrine hall: each family tends its own brass lamp while the priest leads the 108 names of the Devi. Take the lamp home as prasadam.',
      config: {
        canCancel: true,
        cutOffHours: 24,
        calendar: calendar('Choose an evening', 'DEFAULT_V2'),
        prasadam: { askWhen: 'in-person-only' },
        sections: ['CALENDAR', 'PRASADAM'],
      },
      variants: [variant('Single lamp', 2100, 4), variant('Family, 4 lamps', 6100, 1)],
      schedule: slots(weekdays('FRI', 'SUN'), ['18:30'], 20),
    },
  ),
  ritual(
    {
      slug: 'adiyogi-mala-arpanam',
      name: 'Adiyogi Mala Arpanam',
      image: 'garland',
      type: 'MALA_ARPANAM',
      category: 'ADIYOGI_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'Offer a fresh garland to Adiyogi, the first yogi, on a Monday or Saturday morning. A flower from the garland is given to you as prasadam.',
      config: {
        canCancel: false,
        cutOffHours: 24,
        calendar: calendar('Choose a morning', 'DEFAULT'),
        prasadam: { askWhen: 'in-person-only' },
        sections: ['CALENDAR', 'PRASADAM', 'META'],
        form: { fields: [DEVOTEE_NAME, SANKALPAM], maxParticipants: 4 },
      },
      variants: [variant('Jasmine garland', 2100, 2), variant('Rose garland', 3100, 2)],
      schedule: slots(weekdays('MON', 'SAT'), ['08:00'], 12),
    },
  ),
  ritual('annaprasanam', {
    description:
      "Your baby's first taste of rice, offered first to the Devi and then fed by the parents, with a blessing for a nourished life.",
    config: {
      canCancel: true,
      cutOffHours: 48,
      calendar: calendar("Choose a date for your child's first rice", 'DEFAULT'),
      ...childRite(12),
    },
    variants: [variant('One child', 5100, 2)],
    schedule: slots(weekdays('SAT', 'SUN'), ['11:00'], 5),
  }),
  ritual('pournami-abhishekam', {
    description:
      'The full-moon abhishekam of the Devi, followed by a lamp procession around the shrine. Join in person or online.',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: calendar('Choose a full-moon night', 'SPARSE'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 3100, 4), variant('Family of 4', 9100, 1)],
    schedule: slots(fullMoon(), ['19:00'], 30, 40),
  }),
  ritual('guru-pournami-package', {
    description:
      'For the full moon of the Guru: a Pournami abhishekam and a garland offered in your name, with a prasadam box mailed to you.',
    config: {
      canCancel: true,
      canReschedule: false,
      cutOffHours: 72,
      calendar: calendar('Choose the full moon', 'PACKAGE'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 10800, 2), variant('Family of 4', 25100, 1)],
    schedule: slots(fullMoon(), ['19:00'], 40),
  }),
];

// Rituals of Sannidhi Tennessee (prices in cents: 2500 = $25.00).
import type { SeedRitual } from '../../types';
import { AGE, DEVOTEE_FIELDS, DEVOTEE_NAME, GENDER, SANKALPAM } from '../form-fields';
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
  ritualBanner,
  slots,
  variant,
  vehicleForm,
  weekdays,
} from './build';

export const TENNESSEE_RITUALS: SeedRitual[] = [
  ritual('devi-abhishekam', {
    description:
      'The Devi is bathed with milk, turmeric and rose water at dawn and dusk. Attend in person, or join online and receive prasadam by mail.',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: calendar('Choose a date and time for the abhishekam', 'DEFAULT'),
      carousel: ritualBanner('devi-abhishekam'),
      ...inNamesOf(4),
    },
    variants: [variant('Single', 2500, 4), variant('Couple', 4500, 2), variant('Family of 4', 7500, 1)],
    schedule: slots(daily(), ['06:30', '18:00'], 20, 40),
  }),
  ritual(
    {
      slug: 'netram-arpanam',
      name: 'Netram Arpanam',
      image: 'eyes',
      type: 'NETRAM_ARPANAM',
      category: 'DEVI_OFFERINGS',
      deliveryMode: 'BOTH',
    },
    {
      description:
        'A pair of silver eyes is offered to the Devi with a prayer for clear sight, in body and in life. The blessed netram is returned to you as prasadam.',
      config: {
        canCancel: true,
        cutOffHours: 48,
        calendar: calendar('Choose a day for your offering', 'DEFAULT_V2'),
        prasadam: { askWhen: 'both' },
        sections: ['CALENDAR', 'PRASADAM', 'META'],
        form: { fields: [DEVOTEE_NAME, SANKALPAM], maxParticipants: 2 },
      },
      variants: [variant('Silver netram', 5100, 2)],
      schedule: slots(weekdays('WED', 'SUN'), ['10:00'], 10, 20),
    },
  ),
  ritual(
    {
      slug: 'adult-karna-veda',
      name: 'Adult Karna Veda',
      image: 'earring',
      type: 'ADULT_KARNA_VEDA',
      category: 'RITUAL_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'Ear piercing before the Devi for adults who did not receive it in childhood. Paused while the ritual hall is renovated.',
      isAvailable: false,
      isAvailableForBackOffice: false,
      config: {
        canCancel: true,
        cutOffHours: 48,
        calendar: calendar('Choose a Saturday', 'DEFAULT'),
        sections: ['CALENDAR', 'META'],
        form: { fields: [DEVOTEE_NAME, AGE, GENDER], maxParticipants: 2 },
      },
      variants: [variant('Per person', 3500, 2)],
      schedule: slots(weekdays('SAT'), ['11:00'], 5),
    },
  ),
  ritual(
    {
      slug: 'child-karna-veda',
      name: 'Karna Veda for Children',
      image: 'earring',
      type: 'CHILD_KARNA_VEDA',
      category: 'CHILD_RITUAL_OFFERINGS',
      deliveryMode: 'IN_PERSON',
    },
    {
      description:
        'The ear-piercing samskara of a young child, done gently by an experienced hand after a short pooja. A parent stays with the child throughout.',
      config: {
        canCancel: true,
        cutOffHours: 48,
        calendar: calendar('Choose a weekend slot', 'DEFAULT'),
        ...childRite(60),
      },
      variants: [variant('One child', 5100, 2)],
      schedule: slots(weekdays('SAT', 'SUN'), ['10:00', '12:00'], 6),
    },
  ),
  ritual(
    {
      slug: 'pournami-abhishekam-kutumbam',
      name: 'Pournami Abhishekam Kutumbam',
      image: 'full-moon',
      type: 'POURNAMI_ABHISHEKAM_KUTUMBAM',
      category: 'FESTIVE_OFFERINGS',
      deliveryMode: 'ONLINE',
    },
    {
      description:
        'The full-moon abhishekam offered for your whole family: up to four names and birth stars are read before the Devi, and one prasadam box is mailed home.',
      config: {
        canCancel: true,
        cutOffHours: 48,
        calendar: calendar('Choose a full-moon night', 'SPARSE'),
        ...inNamesOf(4),
        sections: ['CALENDAR', 'FAMILY', 'NAKSHATRAM', 'PRASADAM'],
      },
      variants: [variant('Family, up to 4 members', 10800, 1)],
      schedule: slots(fullMoon(), ['19:00'], 40),
    },
  ),
  ritual('navaratri-abhishekam', {
    description:
      'Celebrate the nine nights of the Devi with an abhishekam in your name. Pick one night or all nine; online participants receive prasadam by mail.',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: calendar('Choose your Navaratri nights', 'MULTI_DATE_SELECT'),
      ...inNamesOf(2),
    },
    variants: [variant('Single', 2100, 2), variant('Couple', 3600, 1)],
    schedule: slots(afterNewMoon(...NAVARATRI_NIGHTS), ['18:30'], 25, 40),
  }),
  ritual('navaratri-package', {
    description:
      'All nine nights of Navaratri abhishekam in your name, a saree offered to the Devi on the ninth night and a prasadam box mailed to you.',
    config: {
      canCancel: true,
      canReschedule: false,
      cutOffHours: 72,
      calendar: calendar('Navaratri begins on', 'PACKAGE'),
      ...inNamesOf(4, DEVOTEE_FIELDS, 'both'),
    },
    variants: [variant('Single', 15100, 2), variant('Family of 4', 35100, 1)],
    schedule: slots(afterNewMoon(1), ['18:30'], 15, 40),
  }),
  ritual('vahana-pooja', {
    description:
      'A blessing for a new car, truck or motorcycle in the temple parking circle, with arati, a sacred thread and a coconut broken for safe journeys.',
    globalType: 'VAHANA_POOJA',
    config: {
      canCancel: true,
      cutOffHours: 24,
      calendar: calendar('Choose a weekend time', 'DEFAULT'),
      sections: ['CALENDAR', 'META'],
      form: vehicleForm('License plate'),
    },
    variants: [variant('Motorcycle', 3100, 2), variant('Car', 5100, 2), variant('Truck or RV', 7100, 1)],
    schedule: slots(weekdays('SAT', 'SUN'), ['09:00', '14:00'], 6),
  }),
  ritual('monthly-devi-prasadam', {
    description:
      'An abhishekam in your name on the first Friday of every month for twelve months, with kumkum, turmeric and a blessed thread mailed to you each month.',
    isSubscription: true,
    config: {
      canCancel: true,
      canReschedule: false,
      cutOffHours: 72,
      calendar: calendar('Your first month starts on', 'DEFAULT'),
      ...inNamesOf(undefined),
      sections: ['CALENDAR', 'NAKSHATRAM', 'PRASADAM', 'SUBSCRIPTION'],
    },
    variants: [variant('Every month', 3100, 1)],
    schedule: slots(monthlyOn('FRI', 1), ['18:00'], 40),
  }),
];

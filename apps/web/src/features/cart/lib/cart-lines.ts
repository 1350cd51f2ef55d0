/**
 * Pure helpers of the cart screen: quantity changes and removals on the session cart, what a slot
 * shows (participants, prasadam address), the lines of the checkout summary and receipt, and the UTMs
 * attached at checkout. The money rules themselves (cartTotal, expandCartSlots) are the domain's.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { participantNumbers, type CartItem, type CartSlot } from '@sannidhi/domain/cart';
import type { DeliveryAddress } from '@sannidhi/domain/address';
import { residenceCountryByCode } from '@sannidhi/domain/countries';
import { nakshatramLabel } from '../../../lib/nakshatram-names';
import { displayVariantName } from '@sannidhi/domain/order-rules';
import { countryName, formatDate, formatSlotTime } from '../../../lib/format';

/** A quantity as the cart allows it: a whole number, never below 1, never above the variant's maximum. */
export function clampQuantity(quantity: number, maxQuantity?: number | null): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  const upper = maxQuantity != null && maxQuantity >= 1 ? maxQuantity : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(1, whole), upper);
}

/** The cart with one variant of one slot set to a new (clamped) quantity. */
export function setVariantQuantity(
  cart: readonly CartItem[],
  target: { itemId: string; slotIndex: number; variantName: string },
  quantity: number,
  maxQuantity?: number | null,
): CartItem[] {
  const next = clampQuantity(quantity, maxQuantity);
  return cart.map((item) =>
    item.itemId !== target.itemId
      ? item
      : {
          ...item,
          slots: item.slots.map((slot, index) =>
            index !== target.slotIndex
              ? slot
              : {
                  ...slot,
                  variants: slot.variants.map((v) =>
                    v.name === target.variantName ? { ...v, quantity: next } : v,
                  ),
                },
          ),
        },
  );
}

/** The cart without one slot of an item; an item left without slots goes too. */
export function removeSlot(cart: readonly CartItem[], itemId: string, slotIndex: number): CartItem[] {
  return cart
    .map((item) =>
      item.itemId === itemId ? { ...item, slots: item.slots.filter((_, i) => i !== slotIndex) } : item,
    )
    .filter((item) => item.slots.length > 0);
}

/** The cart without one item. */
export function removeItem(cart: readonly CartItem[], itemId: string): CartItem[] {
  return cart.filter((item) => item.itemId !== itemId);
}

/** Variants a slot books (quantity above 0); the others are left out of the screen and the order. */
export function bookedVariants(slot: Pick<CartSlot, 'variants'>): CartSlot['variants'] {
  return slot.variants.filter((v) => v.quantity > 0);
}

export interface Participant {
  n: number;
  name: string;
  /** "34 years", or "1 year" and "6 months" (each shown with `i18n._`, joined by a space); empty when unknown. */
  age: MessageDescriptor[];
  gender: string;
  nakshatram: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function ageOf(meta: Record<string, unknown>, n: number): MessageDescriptor[] {
  const age = Number(text(meta[`age_${n}`]) || NaN);
  if (age > 0) return [msg`${plural(age, { one: '# year', other: '# years' })}`];
  const years = Number(text(meta[`ageInYear_${n}`]) || 0);
  const months = Number(text(meta[`ageInMonth_${n}`]) || 0);
  return [
    ...(years > 0 ? [msg`${plural(years, { one: '# year', other: '# years' })}`] : []),
    ...(months > 0 ? [msg`${plural(months, { one: '# month', other: '# months' })}`] : []),
  ];
}

/** The numbered participants of a slot's metadata (name_1, age_1, gender_1, nakshatram_1 …). */
export function slotParticipants(meta: Record<string, unknown>): Participant[] {
  return participantNumbers(meta).map((n) => {
    const gender = text(meta[`gender_${n}`]);
    return {
      n,
      name: text(meta[`name_${n}`]),
      age: ageOf(meta, n),
      gender: gender ? gender.charAt(0).toUpperCase() + gender.slice(1).toLowerCase() : '',
      nakshatram: text(meta[`nakshatram_${n}`]),
    };
  });
}

/** The genders a participant form offers, in words; any other answer is shown as it was given. */
const GENDER_LABELS: Partial<Record<string, MessageDescriptor>> = {
  MALE: msg({ comment: "A participant's gender", message: 'Male' }),
  FEMALE: msg({ comment: "A participant's gender", message: 'Female' }),
};

/** A participant in one line: "Lakshmi · 34 years · Female · Rohini". */
export function describeParticipant(p: Participant, i18n: I18n): string {
  const n = p.n;
  const gender = GENDER_LABELS[p.gender.toUpperCase()];
  return [
    p.name || i18n._(msg`Participant ${n}`),
    p.age.map((part) => i18n._(part)).join(' '),
    gender ? i18n._(gender) : p.gender,
    p.nakshatram && nakshatramLabel(p.nakshatram, i18n.locale),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Whether an item sends prasadam by post (the item or one of its slots asks for it, with an address). */
export function hasPrasadamDelivery(
  item: Pick<CartItem, 'hasPrasadam' | 'slots' | 'prasadamDeliveryAddress'>,
) {
  return Boolean(item.prasadamDeliveryAddress) && (item.hasPrasadam || item.slots.some((s) => s.hasPrasadam));
}

/** A prasadam delivery address as lines: name, street lines, "city, state pin", country (in words), phone. */
export function prasadamAddressLines(
  address: Partial<DeliveryAddress> | null | undefined,
  i18n: I18n,
): string[] {
  if (!address) return [];
  const place = [address.city, address.state].filter(Boolean).join(', ');
  const phone = address.phone ? `${address.code ?? ''} ${address.phone}`.trim() : '';
  return [
    address.name,
    address.line1,
    address.line2,
    address.line3,
    [place, address.pinCode].filter(Boolean).join(' '),
    countryLine(address.country),
    phone ? i18n._(msg`Phone ${phone}`) : '',
  ]
    .map((line) => (line ?? '').trim())
    .filter(Boolean);
}

/** A country code in words in the interface language (the code itself when it is not one we know). */
function countryLine(code: string | undefined): string | undefined {
  const country = residenceCountryByCode(code);
  return country ? countryName(country) : code;
}

export interface CenterFormat {
  timezone: string;
  dateFormat: string;
}

/** "05-03-2026, 06:30 PM" (or "03/05/2026, 06:30 PM CT") in the centre's zone and date format. */
export function slotWhen(startTime: string, center: CenterFormat): string {
  return `${formatDate(startTime, center.timezone, center.dateFormat)}, ${formatSlotTime(startTime, center.timezone)}`;
}

export interface ChargeLine {
  key: string;
  ritual: string;
  when: string;
  inPerson: boolean;
  variants: { name: string; quantity: number; amount: number }[];
  amount: number;
  /** A monthly subscription: the amount is charged now and then every month for the term (issue 26). */
  monthly: boolean;
  /** Where the item's prasadam goes, as address lines: on the item's first line only, empty without prasadam. */
  prasadamTo: string[];
}

/** What will be charged, one line per slot: ritual, date and time, options × quantity, amount. */
export function chargeLines(
  cart: readonly CartItem[],
  ritualName: (productId: string) => string,
  center: CenterFormat,
  i18n: I18n,
  /** An option's name as shown (the interface language's, where the centre gave one). */
  variantName: (productId: string, name: string) => string = (_, name) => displayVariantName(name),
): ChargeLine[] {
  return cart.flatMap((item) =>
    item.slots.map((slot, index) => {
      const variants = bookedVariants(slot).map((v) => ({
        name: variantName(item.productId, v.name),
        quantity: v.quantity,
        amount: v.quantity * v.unitPrice,
      }));
      return {
        key: `${item.itemId}:${index}`,
        ritual: ritualName(item.productId),
        when: slotWhen(slot.startTime, center),
        inPerson: slot.inPerson,
        variants,
        amount: variants.reduce((sum, v) => sum + v.amount, 0),
        monthly: item.subscriptionType === 'recurring',
        prasadamTo:
          index === 0 && hasPrasadamDelivery(item)
            ? prasadamAddressLines(item.prasadamDeliveryAddress, i18n)
            : [],
      };
    }),
  );
}

/** Receipt items: "Ritual – option" with its quantity and price (quantity × unit price). */
export function receiptItems(
  cart: readonly CartItem[],
  ritualName: (productId: string) => string,
  variantName: (productId: string, name: string) => string = (_, name) => displayVariantName(name),
): { name: string; quantity: number; price: number }[] {
  return cart.flatMap((item) =>
    item.slots.flatMap((slot) =>
      bookedVariants(slot).map((v) => ({
        name: `${ritualName(item.productId)} – ${variantName(item.productId, v.name)}`,
        quantity: v.quantity,
        price: v.quantity * v.unitPrice,
      })),
    ),
  );
}

/**
 * The items with the visit's UTMs attached to the item's and each slot's meta under `utms` (spec part 1
 * §3: item and slot meta carry utms). No UTMs: the items unchanged.
 */
export function attachUtms(items: readonly CartItem[], utms: Readonly<Record<string, string>>): CartItem[] {
  if (Object.keys(utms).length === 0) return [...items];
  return items.map((item) => ({
    ...item,
    meta: { ...item.meta, utms: { ...utms } },
    slots: item.slots.map((slot) => ({ ...slot, meta: { ...slot.meta, utms: { ...utms } } })),
  }));
}

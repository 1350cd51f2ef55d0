/**
 * The cart item a booking makes (contract: packages/domain/src/cart.ts, read by the cart screen and
 * re-validated by POST /api/order/create).
 */
import type { DeliveryAddress } from '@sannidhi/domain/address';
import { ageGroupOf, normaliseGender } from '@sannidhi/domain/age-group';
import type { CartItem, CartSlot, CartVariant } from '@sannidhi/domain/cart';
import type { FormField, Product } from '@sannidhi/domain/catalogue';
import type { VariantAnswer } from '@sannidhi/domain/contracts/catalogue';
import type { Recurrence } from '@sannidhi/domain/enums';
import { prasadamForSlot } from '@sannidhi/domain/prasadam';
import { cartDateOf } from '@sannidhi/domain/time';
import {
  AGE_MONTHS_KEY,
  AGE_YEARS_KEY,
  numberedParticipantMeta,
  type ParticipantValues,
} from '@sannidhi/domain/participants';
import type { Quantities } from '@sannidhi/domain/quantities';
import type { BookingSlot } from './slots';

export interface BookingSelection {
  product: Pick<Product, 'id' | 'type' | 'ritualCategory' | 'config'>;
  timezone: string;
  slots: readonly Pick<BookingSlot, 'id' | 'inPerson' | 'startTime'>[];
  variants: readonly Pick<VariantAnswer, 'id' | 'name' | 'unitPrice'>[];
  quantities: Quantities;
  participants: readonly ParticipantValues[];
  participantCount: number;
  /** The devotee asked for prasadam (only where it is offered). */
  wantsPrasadam: boolean;
  address: DeliveryAddress | null;
  familyId: string;
  /** The chosen family's palm-leaf members (with familyId). */
  family?: { members: readonly { name: string; nakshatram: string }[]; nakshatramLanguage: string } | null;
  subscriptionType: Recurrence | null;
  /** utm_* and selection_source of the visit. */
  utms: Readonly<Record<string, string>>;
  itemId: string;
}

/** Variants chosen with quantity above 0, dated with the slot's day ("ddMMyyyy" in the centre's zone). */
export function chosenVariants(
  variants: BookingSelection['variants'],
  quantities: Quantities,
  startTime: string,
  timezone: string,
): CartVariant[] {
  const date = cartDateOf(startTime, timezone);
  return variants
    .filter((v) => (quantities[v.id] ?? 0) > 0)
    .map((v) => ({ name: v.name, quantity: quantities[v.id] ?? 0, unitPrice: v.unitPrice, date }));
}

/** Price of one slot's options, and of the whole selection (one price per chosen slot). */
export function selectionTotal(
  variants: BookingSelection['variants'],
  quantities: Quantities,
  slotCount: number,
): number {
  const perSlot = variants.reduce((sum, v) => sum + (quantities[v.id] ?? 0) * v.unitPrice, 0);
  return perSlot * Math.max(slotCount, 0);
}

/**
 * One cart item: one slot per chosen date/time, each carrying the utms and the numbered participant
 * meta, its variants, whether prasadam applies to it (domain rule per slot), the ritual's category
 * and maxChildAge, and the first participant's age group and gender. The item's meta carries the
 * utms and the chosen family: its id, its members (name and nakshatram) and their nakshatram languages
 * (order meta `members`, `nakshatramLanguageList`, spec part 2 §3).
 */
export function buildCartItem(selection: BookingSelection): CartItem {
  const { product, timezone, utms } = selection;
  const fields: readonly FormField[] = product.config.form?.fields ?? [];
  const meta = numberedParticipantMeta(fields, selection.participants, selection.participantCount);
  const first = selection.participants[0] ?? {};
  const maxChildAge = product.config.maxChildAge ?? null;
  const genderField = fields.find((f) => f.key === 'gender');

  const slots: CartSlot[] = selection.slots.map((slot) => {
    const hasPrasadam = prasadamForSlot(product, {
      inPerson: slot.inPerson,
      hasPrasadam: selection.wantsPrasadam,
    });
    return {
      slotId: slot.id,
      inPerson: slot.inPerson,
      startTime: slot.startTime,
      meta: { ...utms, ...meta },
      variants: chosenVariants(selection.variants, selection.quantities, slot.startTime, timezone),
      hasPrasadam,
      ritualCategory: product.ritualCategory,
      maxChildAge,
      ageGroup: ageGroupOf({
        ritualCategory: product.ritualCategory,
        maxChildAge,
        ageInYear: first[AGE_YEARS_KEY],
        ageInMonth: first[AGE_MONTHS_KEY],
      }),
      gender: normaliseGender(genderField ? first[genderField.key] : undefined),
    };
  });
  const hasPrasadam = slots.some((s) => s.hasPrasadam);
  return {
    itemId: selection.itemId,
    productId: product.id,
    meta: { ...utms, ...familyMeta(selection) },
    prasadamDeliveryAddress: hasPrasadam ? selection.address : null,
    hasPrasadam,
    slots,
    subscriptionType: selection.subscriptionType,
  };
}

/** The family part of an item's meta: familyId, and its named members with their nakshatram languages. */
function familyMeta({ familyId, family }: BookingSelection): Record<string, unknown> {
  if (!familyId) return {};
  const members = (family?.members ?? []).filter((m) => m.name.trim() !== '');
  if (!family || members.length === 0) return { familyId };
  return {
    familyId,
    members: members.map((m) => ({ name: m.name.trim(), nakshatram: m.nakshatram })),
    nakshatramLanguageList: members.map(() => family.nakshatramLanguage),
  };
}

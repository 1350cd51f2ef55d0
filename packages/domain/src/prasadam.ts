/** Prasadam per slot (spec part 1 §4, part 2 §5 "Cart analytics rules"). */

/** Values of config.prasadam.askWhen; anything else means no prasadam. */
export const PRASADAM_ASK_WHEN = {
  onlineOnly: 'online-only',
  inPersonOnly: 'in-person-only',
  both: 'both',
} as const;

/** Ritual types that keep the chosen prasadam value when the product has no prasadam config. */
export const PRASADAM_ALWAYS_TYPES: ReadonlySet<string> = new Set([
  'MALA_ARPANAM',
  'NETRAM_ARPANAM',
  'MANGALYA_ARPANAM',
]);

/** The part of a product the prasadam rule reads (a catalogue Product fits). */
export interface PrasadamProduct {
  type: string;
  config?: {
    calendar?: { title?: string | null } | null;
    prasadam?: { askWhen?: string | null } | null;
  } | null;
}

/**
 * Whether prasadam is offered for a slot of this product (booking UI). With a prasadam config:
 * 'online-only' → online slots, 'in-person-only' → in-person slots, 'both' → always, anything else
 * → never. Without one: always for mala, netram and mangalya arpanam, otherwise online slots only.
 */
export function isPrasadamOffered(product: PrasadamProduct, inPerson: boolean): boolean {
  const prasadam = product.config?.prasadam;
  if (!prasadam) return PRASADAM_ALWAYS_TYPES.has(product.type) || !inPerson;
  switch (prasadam.askWhen) {
    case PRASADAM_ASK_WHEN.onlineOnly:
      return !inPerson;
    case PRASADAM_ASK_WHEN.inPersonOnly:
      return inPerson;
    case PRASADAM_ASK_WHEN.both:
      return true;
    default:
      return false;
  }
}

/**
 * Prasadam value kept for a cart slot: the chosen value where prasadam is offered (see
 * isPrasadamOffered), false elsewhere. Throws Error('product not found') without a product and
 * Error('product config not found') when the product config has no calendar title.
 */
export function prasadamForSlot(
  product: PrasadamProduct | null | undefined,
  slot: { inPerson: boolean; hasPrasadam: boolean },
): boolean {
  if (!product) throw new Error('product not found');
  if (!product.config?.calendar?.title) throw new Error('product config not found');
  return slot.hasPrasadam && isPrasadamOffered(product, slot.inPerson);
}

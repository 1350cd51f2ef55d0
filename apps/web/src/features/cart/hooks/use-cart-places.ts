/**
 * "+" and "−" in the cart with one participant per place (issue #16). A ritual without participant
 * fields only counts; one with fields asks for the new place's participant, or whose place goes, and
 * changes quantity and participants together so that what the cart lists is what is sent.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CartItem } from '@sannidhi/domain/cart';
import { hasParticipantFields, slotParticipantsIssue } from '@sannidhi/domain/participants';
import { setSession } from '../../../lib/session';
import type { AddPlaceRequest, RemovePlaceRequest } from '../components/place-dialogs';
import { setVariantQuantity, slotParticipants, slotWhen, type CenterFormat } from '../lib/cart-lines';
import {
  addPlace,
  removePlace,
  slotPlaces,
  variantParticipantNumbers,
  type PlaceTarget,
} from '../lib/cart-places';
import type { CartCatalogue } from './use-cart-catalogue';

function find(cart: readonly CartItem[], target: PlaceTarget) {
  const item = cart.find((i) => i.itemId === target.itemId);
  const slot = item?.slots[target.slotIndex];
  const variant = slot?.variants.find((v) => v.name === target.variantName);
  return item && slot && variant ? { item, slot, variant } : null;
}

export function useCartPlaces(cart: readonly CartItem[], catalogue: CartCatalogue, center: CenterFormat) {
  const [adding, setAdding] = useState<{ target: PlaceTarget; request: AddPlaceRequest } | null>(null);
  const [removing, setRemoving] = useState<{ target: PlaceTarget; request: RemovePlaceRequest } | null>(null);
  const { t } = useLingui();
  const update = (next: CartItem[]) => setSession({ cart: next });

  /** "Devi Abhishekam on 12-12-2026, 06:30 AM, in person". */
  const whereOf = (item: CartItem, slot: CartItem['slots'][number]) => {
    const ritual = catalogue.ritualName(item.productId);
    const when = slotWhen(slot.startTime, center);
    return slot.inPerson ? t`${ritual} on ${when}, in person` : t`${ritual} on ${when}, online`;
  };

  function increase(target: PlaceTarget, max: number | undefined) {
    const found = find(cart, target);
    const form = found && catalogue.participantForm(found.item.productId);
    if (!found || form === undefined || max === undefined || found.variant.quantity >= max) return;
    const { item, slot, variant } = found;
    const asked = form ?? undefined;
    if (!hasParticipantFields(asked)) {
      update(setVariantQuantity(cart, target, variant.quantity + 1, max));
      return;
    }
    setAdding({
      target,
      request: {
        where: whereOf(item, slot),
        variantLabel: catalogue.variantName(item.productId, variant.name),
        fields: asked.fields,
        // The participant this place adds, counted over the whole line (issue 26 walk: the third, not the second).
        number: slotPlaces(slot) + 1,
      },
    });
  }

  function decrease(target: PlaceTarget) {
    const found = find(cart, target);
    const form = found && catalogue.participantForm(found.item.productId);
    if (!found || form === undefined || found.variant.quantity <= 1) return;
    const { item, slot, variant } = found;
    if (!hasParticipantFields(form ?? undefined)) {
      update(setVariantQuantity(cart, target, variant.quantity - 1));
      return;
    }
    const listed = slotParticipants(slot.meta);
    const participants = variantParticipantNumbers(slot, variant.name).map(
      (n) => listed.find((p) => p.n === n) ?? { n, name: '', age: [], gender: '', nakshatram: '' },
    );
    setRemoving({
      target,
      request: {
        where: whereOf(item, slot),
        variantLabel: catalogue.variantName(item.productId, variant.name),
        participants,
      },
    });
  }

  function close() {
    setAdding(null);
    setRemoving(null);
  }

  return {
    adding: adding?.request ?? null,
    removing: removing?.request ?? null,
    increase,
    decrease,
    add(participant: Record<string, string | number>) {
      if (adding) update(addPlace(cart, adding.target, participant));
      close();
    },
    remove(n: number) {
      if (removing) update(removePlace(cart, removing.target, n));
      close();
    },
    close,
    /** The first slot whose participants do not match its places (a cart from before this rule), or null. */
    firstIssue(): string | null {
      for (const item of cart) {
        const form = catalogue.participantForm(item.productId);
        if (!form) continue;
        for (const slot of item.slots) {
          const issue = slotParticipantsIssue(form, slot.meta, slotPlaces(slot), whereOf(item, slot));
          if (issue) return issue.message;
        }
      }
      return null;
    },
  };
}

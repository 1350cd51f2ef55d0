import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import type { CartItem } from '@sannidhi/domain/cart';
import type { Product } from '@sannidhi/domain/catalogue';
import type { ParticipantForm } from '@sannidhi/domain/participants';
import { zonedDateParts } from '@sannidhi/domain/time';
import { variantNameIn, type VariantTexts } from '@sannidhi/domain/form-texts';
import { useLocalized } from '../../../lib/localized';
import { useSessionValue } from '../../../lib/session';
import { productOptions, ritualVariantsOptions } from '../../../api/products';

export interface RitualInfo {
  name: string;
  image: string;
}

export interface CartCatalogue {
  /** The ritual of a cart item: from the session's list of the centre, else fetched; null while loading. */
  ritual(productId: string): RitualInfo | null;
  /** Display name of a ritual ("Ritual" until it has loaded). */
  ritualName(productId: string): string;
  /** The ritual's participant form (config.form); undefined while the ritual loads, null when it has none. */
  participantForm(productId: string): ParticipantForm | null | undefined;
  /** The maximum quantity of a variant per booking; undefined while unknown. */
  maxQuantity(productId: string, variantName: string): number | undefined;
  /** An option's name in the interface language where the centre gave one (English, without its marker, otherwise). */
  variantName(productId: string, variantName: string): string;
}

/** Ritual names, images and variant limits for what the cart holds. */
export function useCartCatalogue(cart: readonly CartItem[], timezone: string): CartCatalogue {
  const { t, i18n } = useLingui();
  // Ritual names in the interface language where the centre gave one (English otherwise).
  const localized = useLocalized();
  const rituals = useSessionValue((s) => s.ritualsInCurrentCenter);
  const productIds = [...new Set(cart.map((item) => item.productId))];
  const known = new Map<string, Product>(rituals.map((r) => [r.id, r]));
  const missing = productIds.filter((id) => !known.has(id));

  const fetched = useQueries({
    queries: missing.map((id) => ({ ...productOptions(id, { quiet: true }), staleTime: 5 * 60_000 })),
  });
  fetched.forEach((q, i) => {
    const id = missing[i];
    if (id && q.data) known.set(id, q.data);
  });

  const firstStart = (productId: string) =>
    cart.find((item) => item.productId === productId)?.slots[0]?.startTime ?? new Date().toISOString();
  const variants = useQueries({
    queries: productIds.map((productId) => {
      let month = new Date().getMonth() + 1;
      let year = new Date().getFullYear();
      try {
        ({ month, year } = zonedDateParts(firstStart(productId), timezone));
      } catch {
        // an unreadable start time: variants do not depend on the month anyway
      }
      return ritualVariantsOptions(productId, { year, month }, { quiet: true });
    }),
  });
  const limits = new Map<string, number>();
  const variantTexts = new Map<string, VariantTexts | undefined>();
  variants.forEach((q, i) => {
    for (const v of q.data ?? []) {
      limits.set(`${productIds[i]}\u0000${v.name}`, v.maxQuantity);
      variantTexts.set(`${productIds[i]}\u0000${v.name}`, v.texts);
    }
  });
  const language = i18n.locale;

  return {
    ritual(productId) {
      const product = known.get(productId);
      return product ? { name: localized(product).name, image: product.image } : null;
    },
    ritualName(productId) {
      return (
        (known.has(productId) ? localized(known.get(productId)!).name : undefined) ??
        t({ comment: 'Stands for a ritual whose name is still loading', message: 'Ritual' })
      );
    },
    participantForm(productId) {
      const product = known.get(productId);
      return product ? (product.config.form ?? null) : undefined;
    },
    maxQuantity(productId, variantName) {
      return limits.get(`${productId}\u0000${variantName}`);
    },
    variantName(productId, variantName) {
      const texts = variantTexts.get(`${productId}\u0000${variantName}`);
      return variantNameIn({ name: variantName, texts }, language);
    },
  };
}

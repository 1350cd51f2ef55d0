import { useLingui } from '@lingui/react/macro';
import type { VariantAnswer } from '@sannidhi/domain/contracts/catalogue';
import { formatMoney } from '@sannidhi/domain/money';
import { variantNameIn } from '@sannidhi/domain/form-texts';
import { variantMaximum, type QuantityLimits, type Quantities } from '@sannidhi/domain/quantities';
import './booking-sections.css';

export interface VariantSteppersProps {
  variants: readonly VariantAnswer[];
  quantities: Quantities;
  limits: QuantityLimits;
  currency: string | null | undefined;
  onChange: (variantId: string, quantity: number) => void;
  describedById?: string;
}

/** The ritual's options with − / + steppers, never above the option's maximum or the places left. */
export function VariantSteppers({
  variants,
  quantities,
  limits,
  currency,
  onChange,
  describedById,
}: VariantSteppersProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className="sn-variants" aria-describedby={describedById}>
      {variants.map((variant) => {
        const quantity = quantities[variant.id] ?? 0;
        const max = variantMaximum(variant, quantities, limits);
        // Shown in the interface language where the centre named it so; booked by its English name.
        const name = variantNameIn(variant, i18n.locale);
        const inventoryLeft = limits.inventory?.[variant.id];
        return (
          <li key={variant.id} className="sn-variants__row" data-testid="variant-row">
            <div className="sn-variants__text">
              <span className="sn-variants__name">{name}</span>
              <span className="sn-variants__price">
                {formatMoney(variant.unitPrice, currency)}
                {inventoryLeft !== undefined &&
                  ` · ${t({ comment: 'How many of an offering are left', message: `${inventoryLeft} left` })}`}
              </span>
            </div>
            <div className="sn-variant-stepper" role="group" aria-label={t`Quantity of ${name}`}>
              <button
                type="button"
                className="sn-variant-stepper__button"
                aria-label={t`Fewer ${name}`}
                disabled={quantity <= 0}
                onClick={() => onChange(variant.id, quantity - 1)}
              >
                −
              </button>
              <output
                className="sn-variant-stepper__value"
                aria-live="polite"
                aria-label={t({
                  comment: 'An option and how many are chosen',
                  message: `${name}: ${quantity}`,
                })}
              >
                {quantity}
              </output>
              <button
                type="button"
                className="sn-variant-stepper__button"
                aria-label={t`More ${name}`}
                disabled={quantity >= max}
                onClick={() => onChange(variant.id, quantity + 1)}
              >
                +
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import { useLingui } from '@lingui/react/macro';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** What is counted, e.g. "Ghee lamp"; names the group and the buttons. */
  label: string;
  value: number;
  /** Unknown while the ritual's options load: the increase button waits. */
  max: number | undefined;
  onChange: (value: number) => void;
}

/** − value + : never below 1, never above the variant's maximum per booking. */
export function QuantityStepper({ label, value, max, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const canDecrease = value > 1;
  const canIncrease = max !== undefined && value < max;
  return (
    <div className="sn-stepper" role="group" aria-label={t`Quantity of ${label}`}>
      <button
        type="button"
        className="sn-stepper__button"
        aria-label={t`Decrease quantity of ${label}`}
        disabled={!canDecrease}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="sn-stepper__value" aria-live="polite" aria-label={t`Quantity of ${label}`}>
        {value}
      </output>
      <button
        type="button"
        className="sn-stepper__button"
        aria-label={t`Increase quantity of ${label}`}
        title={max !== undefined && value >= max ? t`At most ${max} per booking` : undefined}
        disabled={!canIncrease}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

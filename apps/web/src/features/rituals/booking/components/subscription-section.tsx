import type { Recurrence } from '@sannidhi/domain/enums';
import { FieldError } from './field';
import './booking-sections.css';

export interface SubscriptionSectionProps {
  name: string;
  value: Recurrence | null;
  onChange: (value: Recurrence) => void;
  error?: string | null;
}

/** Recurring (every month) or one time (subscriptionType of the cart item). */
export function SubscriptionSection({ name, value, onChange, error }: SubscriptionSectionProps) {
  const errorId = `${name}-error`;
  return (
    <div className="sn-section">
      <fieldset className="sn-radio-cards" aria-describedby={error ? errorId : undefined}>
        <legend className="sn-section__title">How often?</legend>
        <label className="sn-radio-card">
          <input
            type="radio"
            name={name}
            checked={value === 'recurring'}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange('recurring')}
          />
          <span>
            <strong>Recurring</strong>
            <span className="sn-radio-card__hint">Every month for twelve months, paid as a subscription</span>
          </span>
        </label>
        <label className="sn-radio-card">
          <input
            type="radio"
            name={name}
            checked={value === 'oneTime'}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange('oneTime')}
          />
          <span>
            <strong>One time</strong>
            <span className="sn-radio-card__hint">Only the date you choose</span>
          </span>
        </label>
        <FieldError id={errorId} message={error} />
      </fieldset>
    </div>
  );
}

import { FieldError } from '../../../../components/field/field';
import type { BookingDetailsForm } from '../hooks/use-booking-details';
import './booking-sections.css';

export interface SubscriptionSectionProps {
  name: string;
  form: BookingDetailsForm;
}

/** Recurring (every month) or one time (subscriptionType of the cart item). */
export function SubscriptionSection({ name, form }: SubscriptionSectionProps) {
  const errorId = `${name}-error`;
  const error = form.formState.errors.subscriptionType?.message;
  const radio = form.register('subscriptionType');
  return (
    <div className="sn-section">
      <fieldset className="sn-radio-cards" aria-describedby={error ? errorId : undefined}>
        <legend className="sn-section__title">How often?</legend>
        <label className="sn-radio-card">
          <input type="radio" value="recurring" {...radio} aria-invalid={error ? true : undefined} />
          <span>
            <strong>Recurring</strong>
            <span className="sn-radio-card__hint">Every month for twelve months, paid as a subscription</span>
          </span>
        </label>
        <label className="sn-radio-card">
          <input type="radio" value="oneTime" {...radio} aria-invalid={error ? true : undefined} />
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

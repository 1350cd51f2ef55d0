import { Trans } from '@lingui/react/macro';
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
        <legend className="sn-section__title">
          <Trans>How often?</Trans>
        </legend>
        <label className="sn-radio-card">
          <input type="radio" value="recurring" {...radio} aria-invalid={error ? true : undefined} />
          <span>
            <strong>
              <Trans>Recurring</Trans>
            </strong>
            <span className="sn-radio-card__hint">
              <Trans>Every month for twelve months, paid as a subscription</Trans>
            </span>
          </span>
        </label>
        <label className="sn-radio-card">
          <input type="radio" value="oneTime" {...radio} aria-invalid={error ? true : undefined} />
          <span>
            <strong>
              <Trans>One time</Trans>
            </strong>
            <span className="sn-radio-card__hint">
              <Trans>Only the date you choose</Trans>
            </span>
          </span>
        </label>
        <FieldError id={errorId} message={error} />
      </fieldset>
    </div>
  );
}

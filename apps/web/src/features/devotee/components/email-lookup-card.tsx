import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TEXT_INPUT_MAX } from '@sannidhi/domain/constants';
import { EmailLookupForm } from '@sannidhi/domain/registration';
import { Button } from '../../../components/button/button';
import { controlProps, Field } from '../../../components/field/field';
import './registration-card.css';

export interface EmailLookupCardProps {
  /** Told of every change (step 2 belongs to the e-mail that was looked up). */
  onEmailChange: (email: string) => void;
  /** Called with the trimmed, valid e-mail. */
  onLookup: (email: string) => void;
  busy: boolean;
}

/** Step 1, 'Devotee Details': the devotee's e-mail, validated on every change (spec part 2 §2, §5). */
export function EmailLookupCard({ onEmailChange, onLookup, busy }: EmailLookupCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const inputId = useId();
  // Messages show once the field has been changed or the form sent, not on a fresh screen.
  const form = useForm<EmailLookupForm>({
    defaultValues: { email: '' },
    resolver: zodResolver(EmailLookupForm),
    mode: 'onChange',
  });
  const error = form.formState.errors.email?.message;

  return (
    <section className="sn-reg-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="sn-reg-card__title">
        <Trans>Devotee Details</Trans>
      </h2>
      <p className="sn-reg-card__subtitle">
        <Trans>Please enter devotee email</Trans>
      </p>
      <form
        className="sn-reg-card__form"
        noValidate
        onSubmit={(event) => void form.handleSubmit((values) => onLookup(values.email))(event)}
      >
        <Field id={inputId} label={t`Devotee E-Mail ID`} required error={error}>
          <input
            className="sn-input"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={TEXT_INPUT_MAX}
            {...form.register('email', {
              onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value),
            })}
            {...controlProps(inputId, { error, required: true })}
          />
        </Field>
        <div className="sn-reg-card__actions">
          <Button type="submit" loading={busy}>
            <Trans comment="A button: go on to the next step">Next</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}

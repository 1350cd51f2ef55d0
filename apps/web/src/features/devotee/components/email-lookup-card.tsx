import { useId, useRef, useState } from 'react';
import { TEXT_INPUT_MAX } from '@sannidhi/domain/constants';
import { fieldErrors } from '@sannidhi/domain/form-errors';
import { EmailLookupForm } from '@sannidhi/domain/registration';
import { Button } from '../../../components/button/button';
import { Field, fieldDescribedBy } from './field';
import './registration-card.css';

export interface EmailLookupCardProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called with the trimmed, valid e-mail. */
  onLookup: (email: string) => void;
  busy: boolean;
}

/** Step 1, 'Devotee Details': the devotee's e-mail, validated on every change (spec part 2 §2, §5). */
export function EmailLookupCard({ email, onEmailChange, onLookup, busy }: EmailLookupCardProps) {
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Messages show once the field has been changed or the form sent, not on a fresh screen.
  const [touched, setTouched] = useState(false);
  const error = touched ? fieldErrors(EmailLookupForm.safeParse({ email })).email : undefined;

  return (
    <section className="sn-reg-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="sn-reg-card__title">
        Devotee Details
      </h2>
      <p className="sn-reg-card__subtitle">Please enter devotee email</p>
      <form
        className="sn-reg-card__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          const result = EmailLookupForm.safeParse({ email });
          if (!result.success) {
            inputRef.current?.focus();
            return;
          }
          onLookup(result.data.email);
        }}
      >
        <Field id={inputId} label="Devotee E-Mail ID" required error={error}>
          <input
            ref={inputRef}
            id={inputId}
            className="sn-field__control"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={TEXT_INPUT_MAX}
            value={email}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(inputId, { error })}
            onChange={(event) => {
              setTouched(true);
              onEmailChange(event.target.value);
            }}
          />
        </Field>
        <div className="sn-reg-card__actions">
          <Button type="submit" loading={busy}>
            Next
          </Button>
        </div>
      </form>
    </section>
  );
}

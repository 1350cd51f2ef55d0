import { Trans as Message, useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/field/field';
import { CONSENT_MESSAGES } from '../../../lib/consent-texts';

export interface BillingTermsProps {
  registered: UseFormRegisterReturn;
  error?: string;
  privacyPolicyUrl?: string;
  termsUrl?: string;
}

/** A document's name, as a link opening in a new tab when there is an address for it. */
function DocumentLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return children;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/** The privacy terms to accept before the first payment. */
export function BillingTerms({ registered, error, privacyPolicyUrl, termsUrl }: BillingTermsProps) {
  return (
    <div
      className={`sn-billing__row sn-billing__wide sn-billing__terms${error ? ' sn-billing__terms--invalid' : ''}`}
    >
      <label className="sn-billing__check">
        <input
          type="checkbox"
          {...registered}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sn-billing-terms-error' : undefined}
        />
        <span>
          {/* The consent's one message (lib/consent-texts.ts): its text is also what is stored as agreed to. */}
          <Message
            {...CONSENT_MESSAGES['privacy-terms']}
            components={{
              0: <DocumentLink href={privacyPolicyUrl} />,
              1: <DocumentLink href={termsUrl} />,
            }}
          />
        </span>
      </label>
      <FieldError id="sn-billing-terms-error" message={error} />
    </div>
  );
}

/**
 * "Send me the temple's newsletter" (issue 30): unticked until the person ticks it; the choice and the text shown are
 * recorded as a consent, which the Dashboard's My data can withdraw.
 */
export function BillingNewsletter({ registered }: { registered: UseFormRegisterReturn }) {
  const { i18n } = useLingui();
  return (
    <div className="sn-billing__row sn-billing__wide sn-billing__terms">
      <label className="sn-billing__check">
        <input type="checkbox" {...registered} />
        <span>{i18n._(CONSENT_MESSAGES.newsletter)}</span>
      </label>
    </div>
  );
}

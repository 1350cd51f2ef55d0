import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/field/field';

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
          <Trans>
            I accept the <DocumentLink href={privacyPolicyUrl}>privacy policy</DocumentLink> and the{' '}
            <DocumentLink href={termsUrl}>terms and conditions</DocumentLink>.
          </Trans>
        </span>
      </label>
      <FieldError id="sn-billing-terms-error" message={error} />
    </div>
  );
}

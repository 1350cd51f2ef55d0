import { Trans, useLingui } from '@lingui/react/macro';
import type { GatewayForm } from '@sannidhi/domain/contracts/order';
import { PAYMENT_FORM_SUBMIT_DELAY_MS } from '@sannidhi/domain/constants';
import { AutoSubmitForm } from '../../../components/auto-submit-form/auto-submit-form';
import { Spinner } from '../../../components/spinner/spinner';
import './gateway-redirect.css';

/** The hand-over to the payment gateway: progress, then the hidden form posted after 300 ms. */
export function GatewayRedirect({ form, currency }: { form: GatewayForm; currency: string | null }) {
  const { t } = useLingui();
  return (
    <div className="sn-gateway-redirect">
      <Spinner size="lg" label={t`Taking you to the payment page…`} />
      <p className="sn-gateway-redirect__note">
        <Trans>Please do not close this window or press back.</Trans>
      </p>
      {/* A centre without a currency renders no payment form. */}
      {currency && (
        <AutoSubmitForm
          action={form.action}
          fields={Object.entries(form.fields)}
          delayMs={PAYMENT_FORM_SUBMIT_DELAY_MS}
        />
      )}
    </div>
  );
}

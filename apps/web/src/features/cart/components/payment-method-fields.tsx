import type { PaymentChannel, PaymentReference } from '@sannidhi/domain/contracts/order';
import {
  channelsForCenter,
  needsBank,
  needsReference,
  PAYMENT_LINK_VALIDITY_TEXT,
  referenceErrors,
} from '@sannidhi/domain/payment-channels';
import { TextField } from './form-field';
import './payment-method-fields.css';

export interface MethodOption {
  channel: PaymentChannel;
  label: string;
  hint: string;
}

const METHOD_TEXTS: Record<PaymentChannel, Omit<MethodOption, 'channel'>> = {
  CASH: { label: 'Cash', hint: 'Recorded as paid now' },
  PAYMENT_LINK: { label: 'Payment link', hint: `E-mailed to the devotee, ${PAYMENT_LINK_VALIDITY_TEXT}` },
  DEMAND_DRAFT: { label: 'Demand draft', hint: 'Needs the draft number and bank' },
  CHEQUE: { label: 'Cheque', hint: 'Needs the cheque number and bank' },
  QR_CODE: { label: 'QR code', hint: 'Needs the transaction reference' },
  CARD_MACHINE: { label: 'Card machine', hint: 'Charged on the counter card machine' },
  US_CARD_TERMINAL: { label: 'US card terminal', hint: 'Charged on the card terminal' },
  GPMS: { label: 'Payment gateway', hint: 'Pay online now on the gateway page' },
};

/**
 * The payment methods an office volunteer offers at a centre of this country: the domain's
 * `channelsForCenter` (the card machine at Indian centres, the US card terminal at US centres only — the
 * same rule POST /order/create applies), with their labels.
 */
export function volunteerMethods(countryCode: string): MethodOption[] {
  return channelsForCenter(countryCode).map((channel) => ({ channel, ...METHOD_TEXTS[channel] }));
}

export type ReferenceErrors = ReturnType<typeof referenceErrors>;
/** The reference a channel needs (domain rule): number and bank for drafts and cheques, a reference for QR. */
export { referenceErrors };

export interface PaymentMethodFieldsProps {
  methods: MethodOption[];
  channel: PaymentChannel;
  reference: PaymentReference;
  errors: ReferenceErrors;
  onChannel: (channel: PaymentChannel) => void;
  onReference: (reference: PaymentReference) => void;
}

export function PaymentMethodFields({
  methods,
  channel,
  reference,
  errors,
  onChannel,
  onReference,
}: PaymentMethodFieldsProps) {
  const referenceLabel =
    channel === 'CHEQUE'
      ? 'Cheque number'
      : channel === 'DEMAND_DRAFT'
        ? 'Demand draft number'
        : 'Transaction reference';
  return (
    <>
      <fieldset className="sn-methods">
        <legend className="sn-methods__legend">Payment method</legend>
        <div className="sn-methods__list">
          {methods.map((m) => (
            <label
              key={m.channel}
              className={`sn-methods__option${m.channel === channel ? ' sn-methods__option--on' : ''}`}
            >
              <input
                type="radio"
                name="payment-method"
                value={m.channel}
                checked={m.channel === channel}
                onChange={() => onChannel(m.channel)}
              />
              <span>
                <span className="sn-methods__label">{m.label}</span>
                <span className="sn-methods__hint">{m.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {needsReference(channel) && (
        <div className="sn-methods__reference">
          <TextField
            label={referenceLabel}
            required
            maxLength={100}
            value={reference.reference}
            onValueChange={(value) => onReference({ ...reference, reference: value })}
            error={errors.reference}
          />
          {needsBank(channel) && (
            <TextField
              label="Bank"
              required
              maxLength={100}
              value={reference.bank}
              onValueChange={(value) => onReference({ ...reference, bank: value })}
              error={errors.bank}
            />
          )}
        </div>
      )}
    </>
  );
}

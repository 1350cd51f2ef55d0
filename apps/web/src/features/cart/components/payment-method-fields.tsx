import type { PaymentChannel, PaymentReference } from '@sannidhi/domain/contracts/order';
import { TextField } from './form-field';
import './payment-method-fields.css';

export interface MethodOption {
  channel: PaymentChannel;
  label: string;
  hint: string;
}

/**
 * The payment methods an office volunteer offers (spec part 1 §3 "Payment methods offered", plus the
 * cheque and QR modes of the full enum): the card machine at Indian centres, the US card terminal at US
 * centres only, and the gateway itself ('BACK_OFFICE_DEFAULT').
 */
export function volunteerMethods(countryCode: string): MethodOption[] {
  const methods: MethodOption[] = [
    { channel: 'CASH', label: 'Cash', hint: 'Recorded as paid now' },
    { channel: 'PAYMENT_LINK', label: 'Payment link', hint: 'E-mailed to the devotee, valid for 3 hours' },
    { channel: 'DEMAND_DRAFT', label: 'Demand draft', hint: 'Needs the draft number and bank' },
    { channel: 'CHEQUE', label: 'Cheque', hint: 'Needs the cheque number and bank' },
    { channel: 'QR_CODE', label: 'QR code', hint: 'Needs the transaction reference' },
  ];
  if (countryCode === 'IN') {
    methods.push({
      channel: 'CARD_MACHINE',
      label: 'Card machine',
      hint: 'Charged on the counter card machine',
    });
  }
  if (countryCode === 'US') {
    methods.push({
      channel: 'US_CARD_TERMINAL',
      label: 'US card terminal',
      hint: 'Charged on the card terminal',
    });
  }
  methods.push({ channel: 'GPMS', label: 'Payment gateway', hint: 'Pay online now on the gateway page' });
  return methods;
}

export interface ReferenceErrors {
  reference?: string;
  bank?: string;
}

/** The reference a channel needs: number and bank for drafts and cheques, a transaction reference for QR. */
export function referenceErrors(channel: PaymentChannel, ref: PaymentReference): ReferenceErrors {
  const errors: ReferenceErrors = {};
  const mandatory = 'This field is mandatory';
  if (channel === 'CHEQUE' || channel === 'DEMAND_DRAFT' || channel === 'QR_CODE') {
    if (!ref.reference.trim()) errors.reference = mandatory;
  }
  if ((channel === 'CHEQUE' || channel === 'DEMAND_DRAFT') && !ref.bank.trim()) errors.bank = mandatory;
  return errors;
}

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
      {(channel === 'CHEQUE' || channel === 'DEMAND_DRAFT' || channel === 'QR_CODE') && (
        <div className="sn-methods__reference">
          <TextField
            label={referenceLabel}
            required
            maxLength={100}
            value={reference.reference}
            onValueChange={(value) => onReference({ ...reference, reference: value })}
            error={errors.reference}
          />
          {channel !== 'QR_CODE' && (
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

import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { PaymentChannel } from '@sannidhi/domain/contracts/order';
import { controlProps, Field } from '../../../components/field/field';
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

/** The payment method form of an office volunteer: the channel and the reference it needs. */
export interface PaymentMethodValues {
  channel: PaymentChannel;
  reference: string;
  bank: string;
}

const MANDATORY = 'This field is mandatory';

/** The reference a channel needs: number and bank for drafts and cheques, a transaction reference for QR. */
export const paymentMethodSchema = z
  .object({
    channel: PaymentChannel,
    reference: z.string().trim().max(100),
    bank: z.string().trim().max(100),
  })
  .superRefine((v, ctx) => {
    const needsReference = v.channel === 'CHEQUE' || v.channel === 'DEMAND_DRAFT' || v.channel === 'QR_CODE';
    if (needsReference && !v.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: MANDATORY });
    if ((v.channel === 'CHEQUE' || v.channel === 'DEMAND_DRAFT') && !v.bank)
      ctx.addIssue({ code: 'custom', path: ['bank'], message: MANDATORY });
  });

export interface PaymentMethodFieldsProps {
  methods: MethodOption[];
  form: UseFormReturn<PaymentMethodValues, unknown, PaymentMethodValues>;
}

export function PaymentMethodFields({ methods, form }: PaymentMethodFieldsProps) {
  const baseId = useId();
  const channel = form.watch('channel');
  const errors = form.formState.errors;
  const referenceLabel =
    channel === 'CHEQUE'
      ? 'Cheque number'
      : channel === 'DEMAND_DRAFT'
        ? 'Demand draft number'
        : 'Transaction reference';
  const text = (name: 'reference' | 'bank', label: string) => {
    const id = `${baseId}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} required error={error}>
        <input
          type="text"
          className="sn-input"
          maxLength={100}
          {...form.register(name)}
          {...controlProps(id, { error, required: true })}
        />
      </Field>
    );
  };
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
                value={m.channel}
                {...form.register('channel', { onChange: () => form.clearErrors() })}
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
          {text('reference', referenceLabel)}
          {channel !== 'QR_CODE' && text('bank', 'Bank')}
        </div>
      )}
    </>
  );
}

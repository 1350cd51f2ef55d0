import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { PaymentChannel } from '@sannidhi/domain/contracts/order';
import { controlProps, Field } from '../../../components/field/field';
import { PAYMENT_LINK_VALIDITY_HOURS } from '@sannidhi/domain/constants';
import { REQUIRED_MESSAGE } from '@sannidhi/domain/form-errors';
import { channelsForCenter, needsBank, needsReference } from '@sannidhi/domain/payment-channels';
import './payment-method-fields.css';

export interface MethodOption {
  channel: PaymentChannel;
  /** Shown with `i18n._`. */
  label: MessageDescriptor;
  hint: MessageDescriptor;
}

const hours = PAYMENT_LINK_VALIDITY_HOURS;
const METHOD_TEXTS: Record<PaymentChannel, Omit<MethodOption, 'channel'>> = {
  CASH: { label: msg`Cash`, hint: msg`Recorded as paid now` },
  PAYMENT_LINK: {
    label: msg`Payment link`,
    hint: msg`E-mailed to the devotee, ${plural(hours, { one: 'valid for # hour', other: 'valid for # hours' })}`,
  },
  DEMAND_DRAFT: { label: msg`Demand draft`, hint: msg`Needs the draft number and bank` },
  CHEQUE: { label: msg`Cheque`, hint: msg`Needs the cheque number and bank` },
  QR_CODE: { label: msg`QR code`, hint: msg`Needs the transaction reference` },
  CARD_MACHINE: { label: msg`Card machine`, hint: msg`Charged on the counter card machine` },
  US_CARD_TERMINAL: { label: msg`US card terminal`, hint: msg`Charged on the card terminal` },
  GPMS: { label: msg`Payment gateway`, hint: msg`Pay online now on the gateway page` },
};

/**
 * The payment methods an office volunteer offers at a centre of this country: the domain's
 * `channelsForCenter` (the card machine at Indian centres, the US card terminal at US centres only — the
 * same rule POST /order/create applies), with their labels.
 */
export function volunteerMethods(countryCode: string): MethodOption[] {
  return channelsForCenter(countryCode).map((channel) => ({ channel, ...METHOD_TEXTS[channel] }));
}

/** The payment method form of an office volunteer: the channel and the reference it needs. */
export interface PaymentMethodValues {
  channel: PaymentChannel;
  reference: string;
  bank: string;
}

// The domain's own "required" message, like every other form's (translated where domain messages are shown).
const MANDATORY = REQUIRED_MESSAGE;

/** The reference a channel needs: number and bank for drafts and cheques, a transaction reference for QR. */
export const paymentMethodSchema = z
  .object({
    channel: PaymentChannel,
    reference: z.string().check(z.trim(), z.maxLength(100)),
    bank: z.string().check(z.trim(), z.maxLength(100)),
  })
  .check(
    z.superRefine((v, ctx) => {
      // The domain's rule of the channel (the one POST /order/create applies).
      if (needsReference(v.channel) && !v.reference)
        ctx.addIssue({ code: 'custom', path: ['reference'], message: MANDATORY });
      if (needsBank(v.channel) && !v.bank)
        ctx.addIssue({ code: 'custom', path: ['bank'], message: MANDATORY });
    }),
  );

export interface PaymentMethodFieldsProps {
  methods: MethodOption[];
  form: UseFormReturn<PaymentMethodValues, unknown, PaymentMethodValues>;
}

export function PaymentMethodFields({ methods, form }: PaymentMethodFieldsProps) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const channel = form.watch('channel');
  const errors = form.formState.errors;
  const referenceLabel =
    channel === 'CHEQUE'
      ? t`Cheque number`
      : channel === 'DEMAND_DRAFT'
        ? t`Demand draft number`
        : t`Transaction reference`;
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
        <legend className="sn-methods__legend">
          <Trans>Payment method</Trans>
        </legend>
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
                <span className="sn-methods__label">{i18n._(m.label)}</span>
                <span className="sn-methods__hint">{i18n._(m.hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {needsReference(channel) && (
        <div className="sn-methods__reference">
          {text('reference', referenceLabel)}
          {needsBank(channel) &&
            text('bank', t({ comment: 'The bank of a cheque or demand draft', message: 'Bank' }))}
        </div>
      )}
    </>
  );
}

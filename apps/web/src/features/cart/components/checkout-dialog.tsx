import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import { residenceCountryByCode } from '@sannidhi/domain/countries';
import { formatMoney } from '@sannidhi/domain/money';
import { subscriptionChargeNote } from '@sannidhi/domain/subscription';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import type { PaymentChoice } from '../hooks/use-checkout';
import type { ChargeLine } from '../lib/cart-lines';
import {
  PaymentMethodFields,
  paymentMethodSchema,
  volunteerMethods,
  type PaymentMethodValues,
} from './payment-method-fields';
import { countryName } from '../../../lib/format';
import './checkout-dialog.css';

/** The cart's "Proceed to pay": the focus goes back to it when the dialog closes. */
export const PROCEED_TO_PAY_ID = 'sn-proceed-to-pay';

export interface CheckoutDialogProps {
  open: boolean;
  lines: ChargeLine[];
  total: number;
  currency: string | null;
  person: BookingPerson | null;
  /** An office volunteer booking for a devotee: that devotee, and the payment methods to choose from. */
  bookedFor: { name: string; email: string; countryCode: string } | null;
  submitting: boolean;
  error: string | null;
  onPay: (choice: PaymentChoice) => void;
  /** "Edit billing details": the billing form, then back here. */
  onEditBilling: () => void;
  onClose: () => void;
}

/** "Proceed to pay": what will be charged, line by line and in total, before the order is placed. */
export function CheckoutDialog({
  open,
  lines,
  total,
  currency,
  person,
  bookedFor,
  submitting,
  error,
  onPay,
  onEditBilling,
  onClose,
}: CheckoutDialogProps) {
  const { t } = useLingui();
  const method = useForm<PaymentMethodValues, unknown, PaymentMethodValues>({
    defaultValues: { channel: bookedFor ? 'CASH' : 'GPMS', reference: '', bank: '' },
    resolver: zodResolver(paymentMethodSchema),
    mode: 'onTouched',
  });
  const channel = method.watch('channel');
  const totalText = formatMoney(total, currency);

  const confirm = method.handleSubmit((values) =>
    onPay({
      channel: bookedFor ? values.channel : 'GPMS',
      reference: { reference: values.reference.trim(), bank: values.bank.trim(), date: '' },
    }),
  );

  const paysOnGateway = !bookedFor || channel === 'GPMS';
  const devoteeName = bookedFor?.name;
  const devoteeEmail = bookedFor?.email;
  const firstName = person?.firstName;
  const lastName = person?.lastName;
  const email = person?.email;
  const phone = person?.phone;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!submitting}
      title={bookedFor ? t`Confirm the booking` : t`Confirm your payment`}
      description={
        bookedFor ? (
          <Trans>
            Booking for <strong>{devoteeName}</strong> ({devoteeEmail}).
          </Trans>
        ) : (
          t`This is what will be charged.`
        )
      }
      className="sn-checkout"
      returnFocusTo={() => document.getElementById(PROCEED_TO_PAY_ID)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            <Trans>Back to cart</Trans>
          </Button>
          <Button onClick={() => void confirm()} loading={submitting} data-autofocus>
            {paysOnGateway ? t`Pay ${totalText}` : t`Confirm booking`}
          </Button>
        </>
      }
    >
      <ul className="sn-charge" aria-label={t`What will be charged`}>
        {lines.map((line) => {
          const amount = formatMoney(line.amount, currency);
          return (
            <li key={line.key} className="sn-charge__line">
              <div className="sn-charge__what">
                <span className="sn-charge__ritual">{line.ritual}</span>
                <span className="sn-charge__when">
                  {line.when} · {line.inPerson ? t`In person` : t`Online`}
                </span>
                <span className="sn-charge__options">
                  {line.variants
                    .map((v) => {
                      const option = v.name;
                      const quantity = v.quantity;
                      return t({
                        comment: 'A ritual option and how many of it',
                        message: `${option} × ${quantity}`,
                      });
                    })
                    .join(', ')}
                </span>
                {line.monthly && <span className="sn-charge__monthly">{subscriptionChargeNote(amount)}</span>}
                {line.prasadamTo.length > 0 && (
                  <div className="sn-charge__prasadam">
                    <span className="sn-charge__prasadam-title">
                      <Trans>Prasadam will be sent to</Trans>
                    </span>
                    <address>
                      {line.prasadamTo.map((l, i) => (
                        <span key={i}>{l}</span>
                      ))}
                    </address>
                  </div>
                )}
              </div>
              <span className="sn-charge__amount">{line.monthly ? t`${amount} a month` : amount}</span>
            </li>
          );
        })}
      </ul>
      <p className="sn-charge__total">
        <span>
          <Trans>Total</Trans>
        </span>
        <strong data-testid="checkout-total">{totalText}</strong>
      </p>
      {person && (
        <section className="sn-charge__payer" aria-labelledby="sn-charge-payer-title">
          <h3 id="sn-charge-payer-title" className="sn-charge__payer-title">
            <Trans>Billing details</Trans>
          </h3>
          <p>
            <Trans>
              Billed to {firstName} {lastName}, {email}, {phone}
            </Trans>
          </p>
          <address className="sn-charge__address">{billingAddressLine(person)}</address>
          <Button variant="secondary" onClick={onEditBilling} disabled={submitting}>
            <Trans>Edit billing details</Trans>
          </Button>
        </section>
      )}
      {bookedFor && <PaymentMethodFields methods={volunteerMethods(bookedFor.countryCode)} form={method} />}
      {error && (
        <p className="sn-charge__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

/** The billing address in one line: "12 Temple Street, Coimbatore, Tamil Nadu 641002, India". */
function billingAddressLine(person: BookingPerson): string {
  const a = person.billingAddress;
  const option = residenceCountryByCode(a.countryOfResidence);
  const country = option ? countryName(option) : a.countryOfResidence;
  return [a.line1, a.line2, a.line3, a.city, [a.state, a.pinCode].filter(Boolean).join(' '), country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

import { useState } from 'react';
import type { BookingPerson } from '@sannidhi/domain/contracts/booking-person';
import type { PaymentChannel, PaymentReference } from '@sannidhi/domain/contracts/order';
import { formatMoney } from '@sannidhi/domain/money';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import type { PaymentChoice } from '../hooks/use-checkout';
import type { ChargeLine } from '../lib/cart-lines';
import {
  PaymentMethodFields,
  referenceErrors,
  volunteerMethods,
  type ReferenceErrors,
} from './payment-method-fields';
import './checkout-dialog.css';

export interface CheckoutDialogProps {
  open: boolean;
  lines: ChargeLine[];
  total: number;
  currency: string | null;
  person: BookingPerson | null;
  /** Office volunteer: the devotee booked for, and the payment methods to choose from. */
  volunteer: { name: string; email: string; countryCode: string } | null;
  submitting: boolean;
  error: string | null;
  onPay: (choice: PaymentChoice) => void;
  onClose: () => void;
}

const EMPTY_REFERENCE: PaymentReference = { reference: '', bank: '', date: '' };

/** "Proceed to pay": what will be charged, line by line and in total, before the order is placed. */
export function CheckoutDialog({
  open,
  lines,
  total,
  currency,
  person,
  volunteer,
  submitting,
  error,
  onPay,
  onClose,
}: CheckoutDialogProps) {
  const [channel, setChannel] = useState<PaymentChannel>(volunteer ? 'CASH' : 'GPMS');
  const [reference, setReference] = useState<PaymentReference>(EMPTY_REFERENCE);
  const [shownErrors, setShownErrors] = useState<ReferenceErrors>({});
  const totalText = formatMoney(total, currency);

  function confirm() {
    const errors = volunteer ? referenceErrors(channel, reference) : {};
    setShownErrors(errors);
    if (errors.reference || errors.bank) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.sn-checkout [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onPay({
      channel,
      reference: { reference: reference.reference.trim(), bank: reference.bank.trim(), date: '' },
    });
  }

  const paysOnGateway = !volunteer || channel === 'GPMS';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!submitting}
      title={volunteer ? 'Confirm the booking' : 'Confirm your payment'}
      description={
        volunteer ? (
          <>
            Booking for <strong>{volunteer.name}</strong> ({volunteer.email}).
          </>
        ) : (
          'This is what will be charged.'
        )
      }
      className="sn-checkout"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Back to cart
          </Button>
          <Button onClick={confirm} loading={submitting} data-autofocus>
            {paysOnGateway ? `Pay ${totalText}` : 'Confirm booking'}
          </Button>
        </>
      }
    >
      <ul className="sn-charge" aria-label="What will be charged">
        {lines.map((line) => (
          <li key={line.key} className="sn-charge__line">
            <div className="sn-charge__what">
              <span className="sn-charge__ritual">{line.ritual}</span>
              <span className="sn-charge__when">
                {line.when} · {line.inPerson ? 'In person' : 'Online'}
              </span>
              <span className="sn-charge__options">
                {line.variants.map((v) => `${v.name} × ${v.quantity}`).join(', ')}
              </span>
            </div>
            <span className="sn-charge__amount">{formatMoney(line.amount, currency)}</span>
          </li>
        ))}
      </ul>
      <p className="sn-charge__total">
        <span>Total</span>
        <strong data-testid="checkout-total">{totalText}</strong>
      </p>
      {person && (
        <p className="sn-charge__payer">
          Billed to {person.firstName} {person.lastName}, {person.email}, {person.phone}
        </p>
      )}
      {volunteer && (
        <PaymentMethodFields
          methods={volunteerMethods(volunteer.countryCode)}
          channel={channel}
          reference={reference}
          errors={shownErrors}
          onChannel={(c) => {
            setChannel(c);
            setShownErrors({});
          }}
          onReference={setReference}
        />
      )}
      {error && (
        <p className="sn-charge__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatMoney } from '@sannidhi/domain/money';
import {
  OUTSIDE_REFUND_METHODS,
  OUTSIDE_REFUND_NOTE_MAX,
  outsideRefundMethodLabel,
  RecordOutsideRefundForm,
} from '@sannidhi/domain/refund-outside';
import type { StaffRefund } from '@sannidhi/domain/contracts/staff-refunds';
import { useRecordOutsideRefund } from '../../../../api/staff-refunds';
import { Button } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { FieldError, TextField } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { inUiLanguage } from '../../../../lib/domain-texts';

/**
 * Records a failed refund as given back another way (cash at the counter, bank transfer, cheque), after a yes: it
 * cannot be taken back, and the refund is then done and leaves the list. The server checks it all again.
 */
export function OutsideRefundDialog({
  refund: r,
  center,
  open,
  onClose,
}: {
  refund: StaffRefund;
  center: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const id = useId().replace(/:/g, '');
  const record = useRecordOutsideRefund(center);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RecordOutsideRefundForm>({
    resolver: zodResolver(RecordOutsideRefundForm),
    defaultValues: { note: '' },
  });
  useEffect(() => {
    if (open) {
      form.reset({ note: '' });
      setRefusal(null);
    }
  }, [open, form]);
  const amount = formatMoney(r.amount, r.currency);
  const refundRef = r.refundRef;
  const devotee = r.devoteeEmail;
  const noteMax = OUTSIDE_REFUND_NOTE_MAX;
  const onSubmit = form.handleSubmit(({ method, note }) =>
    record.mutate(
      { refundId: r.refundId, method, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          toast.success(t`Refund ${refundRef} of ${amount} recorded as refunded another way`, {
            duration: 5000,
          });
          onClose();
        },
        onError: (err) => setRefusal(inUiLanguage(err.message)),
      },
    ),
  );
  const methodError = form.formState.errors.method?.message;
  const noteError = form.formState.errors.note?.message;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Record refund ${refundRef} as refunded another way?`}
      description={
        devotee
          ? t`Only when the office has already given ${amount} back to ${devotee} another way. The refund is then done and is not sent to the payment gateway again; this cannot be taken back.`
          : t`Only when the office has already given ${amount} back to the devotee another way. The refund is then done and is not sent to the payment gateway again; this cannot be taken back.`
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="sn-staff-refunds__outside">
        <fieldset
          className="sn-staff-refunds__methods"
          aria-invalid={methodError ? true : undefined}
          aria-describedby={methodError ? `${id}-method-error` : undefined}
        >
          <legend>
            <Trans>How was it given back?</Trans>
          </legend>
          {OUTSIDE_REFUND_METHODS.map((m) => (
            <label key={m} className="sn-staff-refunds__method">
              <input type="radio" value={m} {...form.register('method')} />
              {outsideRefundMethodLabel(m)}
            </label>
          ))}
          <FieldError id={`${id}-method-error`} message={methodError} />
        </fieldset>
        <TextField
          id={`${id}-note`}
          label={t`Receipt, transfer or cheque number`}
          markOptional
          error={noteError}
          hint={t`Kept with the refund in the audit log; at most ${noteMax} characters.`}
          {...form.register('note')}
          autoComplete="off"
        />
        {refusal && <p role="alert">{refusal}</p>}
        <div className="sn-staff-refunds__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Not now</Trans>
          </Button>
          <Button type="submit" loading={record.isPending}>
            <Trans>Record {amount} as refunded</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

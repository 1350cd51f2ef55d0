import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { UndoCheckInBody } from '@sannidhi/domain/contracts/staff-day';
import { useUndoCheckIn } from '../../../../api/staff-day';
import { Button } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { controlProps, Field } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { inUiLanguage } from '../../../../lib/domain-texts';

const schema = z.object({ reason: UndoCheckInBody.shape.reason });
type Values = z.infer<typeof schema>;

/** Takes a check-in back; the reason is required and kept in the audit log. */
export function UndoDialog({
  center,
  reference,
  onClose,
}: {
  center: string;
  /** The booking whose check-in is undone; null keeps the dialog closed. */
  reference: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const id = useId().replace(/:/g, '');
  const undo = useUndoCheckIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  useEffect(() => {
    if (reference) {
      form.reset({ reason: '' });
      setRefusal(null);
    }
  }, [reference, form]);

  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!reference) return;
    undo.mutate(
      { center, reference, reason },
      {
        onSuccess: () => {
          toast.success(t`Check-in of ${reference} undone`, { duration: 5000 });
          onClose();
        },
        onError: (err) => setRefusal(inUiLanguage(err.message)),
      },
    );
  });
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog
      open={reference !== null}
      onClose={onClose}
      title={t`Undo check-in`}
      description={reference && t`The booking ${reference} goes back to waiting for the devotee.`}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="sn-staff-day__undo">
        <Field id={`${id}-reason`} label={t`Reason`} required error={error}>
          <textarea
            {...controlProps(`${id}-reason`, { error, required: true })}
            {...form.register('reason')}
            className="sn-textarea"
            rows={3}
          />
        </Field>
        {refusal && <p role="alert">{refusal}</p>}
        <div className="sn-staff-day__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans comment="Button: keep the check-in, do not undo it">Keep it</Trans>
          </Button>
          <Button type="submit" variant="danger" loading={undo.isPending}>
            <Trans>Undo check-in</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

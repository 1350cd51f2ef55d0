import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SlotCapacityForm, type ScheduleSlot } from '@sannidhi/domain/contracts/staff-schedule';
import { useChangeSlotCapacity } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { controlProps, Field } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { inUiLanguage } from '../../../../lib/domain-texts';

/** Changes a slot's places; the api refuses fewer than are booked and says what to do instead. */
export function CapacityDialog({
  center,
  slot,
  label,
  onClose,
}: {
  center: string;
  /** The slot being changed; null keeps the dialog closed. */
  slot: ScheduleSlot | null;
  label: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const change = useChangeSlotCapacity();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SlotCapacityForm>({ resolver: zodResolver(SlotCapacityForm) });
  useEffect(() => {
    if (slot) {
      form.reset({ capacity: slot.capacity });
      setRefusal(null);
    }
  }, [slot, form]);
  const error = form.formState.errors.capacity?.message;
  const booked = slot?.booked ?? 0;
  const places = slot?.capacity ?? 0;
  const onSubmit = form.handleSubmit(({ capacity }) => {
    if (!slot) return;
    change.mutate(
      { center, slot: slot.slotId, capacity },
      {
        onSuccess: () => {
          toast.success(t`${label}: ${capacity} places`, { duration: 5000 });
          onClose();
        },
        onError: (err) => setRefusal(inUiLanguage(err.message)),
      },
    );
  });
  return (
    <Dialog
      open={slot !== null}
      onClose={onClose}
      title={t`Change capacity`}
      description={slot && t`${label}: ${booked} of ${places} places booked.`}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="sn-staff-schedule__dialog">
        <Field
          id="slot-capacity"
          label={t`Places`}
          required
          error={error}
          hint={t`Never fewer than are booked.`}
        >
          <input
            className="sn-input"
            type="number"
            inputMode="numeric"
            min={0}
            {...controlProps('slot-capacity', { error, hint: true, required: true })}
            {...form.register('capacity', { valueAsNumber: true })}
          />
        </Field>
        {refusal && <p role="alert">{refusal}</p>}
        <div className="sn-staff-schedule__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={change.isPending}>
            <Trans>Save capacity</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SlotCapacityForm, type ScheduleSlot } from '@sannidhi/domain/contracts/staff-schedule';
import { useChangeSlotCapacity } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { controlProps, Field } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';

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
  const onSubmit = form.handleSubmit(({ capacity }) => {
    if (!slot) return;
    change.mutate(
      { center, slot: slot.slotId, capacity },
      {
        onSuccess: () => {
          toast.success(`${label}: ${capacity} places`, { duration: 5000 });
          onClose();
        },
        onError: (err) => setRefusal(err.message),
      },
    );
  });
  return (
    <Dialog
      open={slot !== null}
      onClose={onClose}
      title="Change capacity"
      description={slot && `${label}: ${slot.booked} of ${slot.capacity} places booked.`}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="sn-staff-schedule__dialog">
        <Field id="slot-capacity" label="Places" required error={error} hint="Never fewer than are booked.">
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
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Save capacity
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { scheduleBookingsOptions, useCloseSlots, type BookingsTarget } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { controlProps, Field } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';

/**
 * Closing a date or a slot: the bookings on it are listed first; "Close" only stops new bookings, "Close, put all on
 * hold and tell the devotees" also puts every paid booking on hold (the devotee's own hold) and mails each devotee.
 */
export function CloseDialog({
  center,
  target,
  label,
  onClose,
}: {
  center: string;
  /** What is closed; null keeps the dialog closed. */
  target: BookingsTarget | null;
  label: string;
  onClose: () => void;
}) {
  const bookings = useQuery(scheduleBookingsOptions(center, target));
  const close = useCloseSlots();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setRefusal(null);
  }, [target]);
  const list = bookings.data?.bookings ?? [];
  const paid = list.filter((b) => b.paid);
  const run = (hold: boolean) => {
    if (!target) return;
    close.mutate(
      { center, ...target, hold, reason },
      {
        onSuccess: (answer) => {
          const held = answer.held.length;
          toast.success(
            hold
              ? `${label} closed; ${held} ${held === 1 ? 'booking' : 'bookings'} put on hold and the devotees told`
              : `${label} closed`,
            { duration: 6000 },
          );
          onClose();
        },
        onError: (err) => setRefusal(err.message),
      },
    );
  };
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={`Close ${label}`}
      description="Devotees can no longer book it."
    >
      <div className="sn-staff-schedule__dialog">
        {bookings.isPending && <p>Loading the bookings…</p>}
        {bookings.isError && <p role="alert">The bookings could not be loaded. Please try again.</p>}
        {bookings.data && list.length === 0 && <p>No bookings on it.</p>}
        {list.length > 0 && (
          <>
            <p>
              {list.length} {list.length === 1 ? 'booking' : 'bookings'} on it:
            </p>
            <ul className="sn-staff-schedule__bookings" aria-label="Bookings">
              {list.map((b) => (
                <li key={b.orderId}>
                  {b.time} · {b.devoteeName} · {b.places} {b.places === 1 ? 'place' : 'places'} · ref{' '}
                  {b.reference}
                  {b.paid ? '' : ' · awaiting payment (left to expire)'}
                </li>
              ))}
            </ul>
          </>
        )}
        {paid.length > 0 && (
          <Field id="close-reason" label="Reason told to the devotees" markOptional>
            <input
              className="sn-input"
              maxLength={300}
              {...controlProps('close-reason', {})}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
        )}
        {refusal && <p role="alert">{refusal}</p>}
        <div className="sn-staff-schedule__actions">
          <Button variant="secondary" onClick={onClose}>
            Keep it open
          </Button>
          <Button
            variant={paid.length ? 'secondary' : 'danger'}
            loading={close.isPending}
            onClick={() => run(false)}
          >
            {paid.length ? 'Close, keep the bookings' : 'Close'}
          </Button>
          {paid.length > 0 && (
            <Button variant="danger" loading={close.isPending} onClick={() => run(true)}>
              Close, put all on hold and tell the devotees
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

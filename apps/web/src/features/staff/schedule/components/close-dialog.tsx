import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { scheduleBookingsOptions, useCloseSlots, type BookingsTarget } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';
import { controlProps, Field } from '../../../../components/field/field';
import { toast } from '../../../../components/toast/toast-store';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { withDayPeriodWords } from '@sannidhi/domain/calendar-words';
import { currentFormatLocale } from '../../../../lib/format';

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
  const { t } = useLingui();
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
  const bookingCount = list.length;
  const run = (hold: boolean) => {
    if (!target) return;
    close.mutate(
      { center, ...target, hold, reason },
      {
        onSuccess: (answer) => {
          const held = answer.held.length;
          toast.success(
            hold
              ? plural(held, {
                  one: `${label} closed; # booking put on hold and the devotees told`,
                  other: `${label} closed; # bookings put on hold and the devotees told`,
                })
              : t`${label} closed`,
            { duration: 6000 },
          );
          onClose();
        },
        onError: (err) => setRefusal(inUiLanguage(err.message)),
      },
    );
  };
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t({ comment: 'Dialog title: close a date or slot to new bookings', message: `Close ${label}` })}
      description={t`Devotees can no longer book it.`}
    >
      <div className="sn-staff-schedule__dialog">
        {bookings.isPending && (
          <p>
            <Trans>Loading the bookings…</Trans>
          </p>
        )}
        {bookings.isError && (
          <p role="alert">
            <Trans>The bookings could not be loaded. Please try again.</Trans>
          </p>
        )}
        {bookings.data && list.length === 0 && (
          <p>
            <Trans>No bookings on it.</Trans>
          </p>
        )}
        {list.length > 0 && (
          <>
            <p>
              <Plural value={bookingCount} one="# booking on it:" other="# bookings on it:" />
            </p>
            <ul className="sn-staff-schedule__bookings" aria-label={t`Bookings`}>
              {list.map((b) => {
                const reference = b.reference;
                const count = b.places;
                const places = plural(count, { one: '# place', other: '# places' });
                const ref = t({ comment: 'Short for booking reference', message: `ref ${reference}` });
                return (
                  <li key={b.orderId}>
                    {withDayPeriodWords(b.time, currentFormatLocale())} ·{' '}
                    {b.devoteeErased ? t`Erased devotee` : b.devoteeName} · {places} · {ref}
                    {b.paid ? '' : <> · {t`awaiting payment (left to expire)`}</>}
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {paid.length > 0 && (
          <Field id="close-reason" label={t`Reason told to the devotees`} markOptional>
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
            <Trans>Keep it open</Trans>
          </Button>
          <Button
            variant={paid.length ? 'secondary' : 'danger'}
            loading={close.isPending}
            onClick={() => run(false)}
          >
            {paid.length
              ? t`Close, keep the bookings`
              : t({ comment: 'Button: close a date or slot to new bookings', message: 'Close' })}
          </Button>
          {paid.length > 0 && (
            <Button variant="danger" loading={close.isPending} onClick={() => run(true)}>
              <Trans>Close, put all on hold and tell the devotees</Trans>
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

import type { DayBooking, DaySlot } from '@sannidhi/domain/contracts/staff-day';
import { CHECK_IN_OUTCOME_LABELS, type CheckInOutcome } from '@sannidhi/domain/day-list';
import { LANGUAGES } from '@sannidhi/domain/nakshatram';
import { checkInStatusLabel } from '@sannidhi/domain/status-labels';
import { formatSlotTime } from '../../../../lib/format';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { useCheckIn } from '../../../../api/staff-day';
import { Button } from '../../../../components/button/button';
import { toast } from '../../../../components/toast/toast-store';

const WORDS: Readonly<Record<string, string>> = {
  ADULT: 'Adult',
  CHILD: 'Child',
  MALE: 'Male',
  FEMALE: 'Female',
};
const languageLabel = (value: string | null) => LANGUAGES.find((l) => l.value === value)?.label ?? value;
const star = (nakshatram: string | null, language: string | null) =>
  nakshatram ? `${nakshatram} (${languageLabel(language)})` : null;

/** One slot of the day: time, ritual, how it is attended, and its bookings. */
export function DaySlotSection(props: {
  slot: DaySlot;
  center: string;
  date: string;
  timezone: string;
  mayUndo: boolean;
  onUndo: (reference: string) => void;
}) {
  const { slot } = props;
  return (
    <section className="sn-staff-day__slot" aria-label={`${slot.time} ${slot.ritual}`}>
      <h2 className="sn-staff-day__slot-title">
        {slot.time} · {slot.ritual}
      </h2>
      <p className="sn-staff-day__slot-facts">
        {slot.inPerson ? 'In person' : 'Online'} · {slot.booked} of {slot.capacity} places booked
      </p>
      {slot.bookings.length === 0 ? (
        <p>No bookings for this slot.</p>
      ) : (
        <ul className="sn-staff-day__bookings">
          {slot.bookings.map((b) => (
            <BookingItem key={b.orderId} booking={b} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingItem({
  booking: b,
  center,
  date,
  timezone,
  mayUndo,
  onUndo,
}: {
  booking: DayBooking;
  center: string;
  date: string;
  timezone: string;
  mayUndo: boolean;
  onUndo: (reference: string) => void;
}) {
  const checkIn = useCheckIn();
  const mark = (outcome: CheckInOutcome) =>
    checkIn.mutate(
      { center, date, reference: b.reference, outcome },
      {
        onSuccess: () =>
          toast.success(`${b.reference} checked in as ${CHECK_IN_OUTCOME_LABELS[outcome]}`, {
            duration: 4000,
          }),
        onError: (err) => toast.error(err.message, { duration: 8000 }),
      },
    );
  const marked = b.status !== 'NOT_COMPLETED';
  return (
    <li className="sn-staff-day__booking" aria-label={`Booking ${b.reference}`}>
      <div className="sn-staff-day__booking-head">
        <strong>{b.reference}</strong>
        <span>{b.devoteeName}</span>
        <span className={`sn-staff-day__status sn-staff-day__status--${b.status.toLowerCase()}`}>
          {inUiLanguage(checkInStatusLabel(b.status).label)}
        </span>
      </div>
      <p className="sn-staff-day__line">
        {b.inPerson ? 'In person' : 'Online'} · {b.options.join(', ')}
      </p>
      {b.participants.length > 0 && (
        <ul className="sn-staff-day__people" aria-label={`Participants of ${b.reference}`}>
          {b.participants.map((p, i) => (
            <li key={i}>
              <strong>{p.name}</strong>
              {[WORDS[p.ageGroup], p.age, WORDS[p.gender], star(p.nakshatram, p.nakshatramLanguage)]
                .filter(Boolean)
                .map((part) => ` · ${part}`)
                .join('')}
            </li>
          ))}
        </ul>
      )}
      {b.familyMembers.length > 0 && (
        <p className="sn-staff-day__line">
          Family{b.familyName ? ` ${b.familyName}` : ''}:{' '}
          {b.familyMembers
            .map((m) => [m.name, star(m.nakshatram, m.nakshatramLanguage)].filter(Boolean).join(' '))
            .join(', ')}
        </p>
      )}
      {marked && b.checkedInAt && (
        <p className="sn-staff-day__line">
          {inUiLanguage(checkInStatusLabel(b.status).label)} at {formatSlotTime(b.checkedInAt, timezone)}
          {b.checkedInBy ? ` by ${b.checkedInBy}` : ''}
        </p>
      )}
      <div className="sn-staff-day__actions sn-no-print">
        {!marked && (
          <>
            <Button loading={checkIn.isPending} onClick={() => mark('COMPLETED')}>
              Completed<span className="visually-hidden"> {b.reference}</span>
            </Button>
            <Button variant="secondary" disabled={checkIn.isPending} onClick={() => mark('NO_SHOW')}>
              No-show<span className="visually-hidden"> {b.reference}</span>
            </Button>
          </>
        )}
        {marked && mayUndo && (
          <Button variant="ghost" onClick={() => onUndo(b.reference)}>
            Undo<span className="visually-hidden"> check-in of {b.reference}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

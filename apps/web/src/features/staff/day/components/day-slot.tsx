import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DayBooking, DaySlot } from '@sannidhi/domain/contracts/staff-day';
import { CHECK_IN_OUTCOME_LABELS, type CheckInOutcome } from '@sannidhi/domain/day-list';
import { LANGUAGES } from '@sannidhi/domain/nakshatram';
import { localizedTexts } from '@sannidhi/domain/catalogue-texts';
import { variantsLine } from '@sannidhi/domain/form-texts';
import { checkInStatusLabel } from '@sannidhi/domain/status-labels';
import { formatSlotTime } from '../../../../lib/format';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { useCheckIn } from '../../../../api/staff-day';
import { Button } from '../../../../components/button/button';
import { toast } from '../../../../components/toast/toast-store';

const WORDS: Readonly<Record<string, MessageDescriptor>> = {
  ADULT: msg`Adult`,
  CHILD: msg`Child`,
  MALE: msg`Male`,
  FEMALE: msg`Female`,
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
  const { t, i18n } = useLingui();
  const { slot } = props;
  // The ritual's name as the centre gave it in the language shown, and the time with the language's AM/PM words.
  const ritual = localizedTexts({ name: slot.ritual, texts: slot.ritualTexts }, i18n.locale).name;
  const time = formatSlotTime(slot.startTime, props.timezone);
  const attendance = slot.inPerson ? t`In person` : t`Online`;
  const booked = slot.booked;
  const capacity = slot.capacity;
  return (
    <section className="sn-staff-day__slot" aria-label={`${time} ${ritual}`}>
      <h2 className="sn-staff-day__slot-title">
        {time} · {ritual}
      </h2>
      <p className="sn-staff-day__slot-facts">
        <Trans>
          {attendance} · {booked} of {capacity} places booked
        </Trans>
      </p>
      {slot.bookings.length === 0 ? (
        <p>
          <Trans>No bookings for this slot.</Trans>
        </p>
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
  slot,
  center,
  date,
  timezone,
  mayUndo,
  onUndo,
}: {
  booking: DayBooking;
  slot: DaySlot;
  center: string;
  date: string;
  timezone: string;
  mayUndo: boolean;
  onUndo: (reference: string) => void;
}) {
  const { t, i18n } = useLingui();
  const checkIn = useCheckIn();
  const reference = b.reference;
  const word = (value: string | null) => (value && WORDS[value] ? i18n._(WORDS[value]) : null);
  const mark = (outcome: CheckInOutcome) =>
    checkIn.mutate(
      { center, date, reference: b.reference, outcome },
      {
        onSuccess: () => {
          const checkedInAs = CHECK_IN_OUTCOME_LABELS[outcome];
          toast.success(t`${reference} checked in as ${checkedInAs}`, { duration: 4000 });
        },
        onError: (err) => toast.error(inUiLanguage(err.message), { duration: 8000 }),
      },
    );
  const marked = b.status !== 'NOT_COMPLETED';
  const attendance = b.inPerson ? t`In person` : t`Online`;
  // The options by the names the centre gave them in the language shown (the booking keeps them in English).
  const options = variantsLine(b.variants, slot.variantTexts, i18n.locale);
  const familyName = b.familyName;
  const members = b.familyMembers
    .map((m) => [m.name, star(m.nakshatram, m.nakshatramLanguage)].filter(Boolean).join(' '))
    .join(', ');
  const status = inUiLanguage(checkInStatusLabel(b.status).label);
  const checkedInAt = b.checkedInAt ? formatSlotTime(b.checkedInAt, timezone) : '';
  const checkedInBy = b.checkedInBy;
  return (
    <li className="sn-staff-day__booking" aria-label={t`Booking ${reference}`}>
      <div className="sn-staff-day__booking-head">
        <strong>{b.reference}</strong>
        <span>{b.devoteeErased ? t`Erased devotee` : b.devoteeName}</span>
        <span className={`sn-staff-day__status sn-staff-day__status--${b.status.toLowerCase()}`}>
          {inUiLanguage(checkInStatusLabel(b.status).label)}
        </span>
      </div>
      <p className="sn-staff-day__line">
        {attendance} · {options}
      </p>
      {b.participants.length > 0 && (
        <ul className="sn-staff-day__people" aria-label={t`Participants of ${reference}`}>
          {b.participants.map((p, i) => (
            <li key={i}>
              <strong>{p.name}</strong>
              {[word(p.ageGroup), p.age, word(p.gender), star(p.nakshatram, p.nakshatramLanguage)]
                .filter(Boolean)
                .map((part) => ` · ${part}`)
                .join('')}
            </li>
          ))}
        </ul>
      )}
      {b.familyMembers.length > 0 && (
        <p className="sn-staff-day__line">
          {familyName ? (
            <Trans>
              Family {familyName}: {members}
            </Trans>
          ) : (
            <Trans>Family: {members}</Trans>
          )}
        </p>
      )}
      {marked && b.checkedInAt && (
        <p className="sn-staff-day__line">
          {checkedInBy ? (
            <Trans>
              {status} at {checkedInAt} by {checkedInBy}
            </Trans>
          ) : (
            <Trans>
              {status} at {checkedInAt}
            </Trans>
          )}
        </p>
      )}
      <div className="sn-staff-day__actions sn-no-print">
        {!marked && (
          <>
            <Button loading={checkIn.isPending} onClick={() => mark('COMPLETED')}>
              <Trans comment="Check-in button: the devotee came and the ritual was done">
                Completed<span className="visually-hidden"> {reference}</span>
              </Trans>
            </Button>
            <Button variant="secondary" disabled={checkIn.isPending} onClick={() => mark('NO_SHOW')}>
              <Trans comment="Check-in button: the devotee did not come">
                No-show<span className="visually-hidden"> {reference}</span>
              </Trans>
            </Button>
          </>
        )}
        {marked && mayUndo && (
          <Button variant="ghost" onClick={() => onUndo(b.reference)}>
            <Trans>
              Undo<span className="visually-hidden"> check-in of {reference}</span>
            </Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

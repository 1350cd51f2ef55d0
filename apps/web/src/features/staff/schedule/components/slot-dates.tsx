import { Trans, useLingui } from '@lingui/react/macro';
import type { ScheduleSlot } from '@sannidhi/domain/contracts/staff-schedule';
import { formatSlotTime } from '../../../../lib/format';
import type { BookingsTarget } from '../../../../api/staff-schedule';
import { useReopenSlots } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { toast } from '../../../../components/toast/toast-store';
import { longDate } from '../../lib/long-date';
import { TableHead } from '../../components/table-head';
import { inUiLanguage } from '../../../../lib/domain-texts';

/** What the job runner did for a slot (issue 29): reminders sent to its bookings, waiting-list offers made on it. */
function SlotNotices({ slot }: { slot: ScheduleSlot }) {
  const { t } = useLingui();
  const { remindersSent, offersMade } = slot;
  if (remindersSent === 0 && offersMade === 0) return null;
  return (
    <p className="sn-staff-schedule__notices" data-testid="slot-notices">
      {t`Reminders sent: ${remindersSent} · Waiting-list offers made: ${offersMade}`}
    </p>
  );
}

/** A slot's waiting list (issue 29): those in line and the offers holding places, first in line first. */
function SlotWaitingList({ slot, timezone }: { slot: ScheduleSlot; timezone: string }) {
  const { t } = useLingui();
  const count = slot.waitingList.length;
  if (count === 0) return null;
  return (
    <details className="sn-staff-schedule__waiting" data-testid="slot-waiting-list">
      <summary>{t`Waiting list (${count})`}</summary>
      <ol>
        {slot.waitingList.map((w) => {
          const name = w.devoteeName || w.email;
          const places = w.places;
          const until = w.offerExpiresAt ? formatSlotTime(w.offerExpiresAt, timezone) : '';
          return (
            <li key={w.id}>
              {w.status === 'OFFERED'
                ? t`${name} · places offered: ${places}, held until ${until}`
                : t`${name} · places wanted: ${places}`}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** The ritual's slots by date: booked / capacity, closed or open, with capacity, close and reopen. */
export function SlotDates({
  center,
  product,
  slots,
  timezone,
  onCapacity,
  onClose,
}: {
  center: string;
  product: string;
  slots: ScheduleSlot[];
  /** The centre's zone: an offer's hold is shown in its time. */
  timezone: string;
  onCapacity: (slot: ScheduleSlot, label: string) => void;
  onClose: (target: BookingsTarget, label: string) => void;
}) {
  const { t } = useLingui();
  const attend = (slot: ScheduleSlot) => (slot.inPerson ? t`In person` : t`Online`);
  const reopen = useReopenSlots();
  const dates = [...new Set(slots.map((s) => s.date))];
  const reopenNow = (target: BookingsTarget, label: string) =>
    reopen.mutate(
      { center, ...target },
      {
        onSuccess: () => toast.success(t`${label} is open for booking again`, { duration: 5000 }),
        onError: (err) => toast.error(inUiLanguage(err.message), { duration: 6000 }),
      },
    );
  return (
    <>
      {dates.map((date) => {
        const ofDate = slots.filter((s) => s.date === date);
        const allClosed = ofDate.every((s) => s.closed);
        const dateLabel = longDate(date);
        return (
          <section key={date} className="sn-staff-schedule__date" aria-label={dateLabel}>
            <div className="sn-staff-schedule__date-head">
              <h3>{dateLabel}</h3>
              {allClosed ? (
                <Button variant="secondary" onClick={() => reopenNow({ product, date }, dateLabel)}>
                  <Trans>Reopen date</Trans>
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => onClose({ product, date }, dateLabel)}>
                  <Trans>Close date</Trans>
                </Button>
              )}
            </div>
            <table className="sn-staff-schedule__table">
              <TableHead columns={[t`Time`, t`Attending`, t`Booked`, t`Status`, t`Change`]} />
              <tbody>
                {ofDate.map((slot) => {
                  // AM and PM in the language's words, as the day list says them.
                  const time = formatSlotTime(slot.startTime, timezone);
                  const label = slot.inPerson
                    ? t`${dateLabel}, ${time}, in person`
                    : t`${dateLabel}, ${time}, online`;
                  return (
                    <tr key={slot.slotId} aria-label={label}>
                      <td>{time}</td>
                      <td>{attend(slot)}</td>
                      <td>
                        {slot.booked} / {slot.capacity}
                        {slot.inventory.map((i) => (
                          <div key={i.variantId}>
                            {i.name}: {i.booked} / {i.capacity}
                          </div>
                        ))}
                        <SlotNotices slot={slot} />
                        <SlotWaitingList slot={slot} timezone={timezone} />
                      </td>
                      <td>
                        {slot.closed ? (
                          <span className="sn-staff-schedule__closed">
                            <Trans comment="A slot's status: closed to new bookings">Closed</Trans>
                          </span>
                        ) : (
                          t({ comment: "A slot's status: open for booking", message: 'Open' })
                        )}
                      </td>
                      <td>
                        <div className="sn-staff-schedule__actions">
                          <Button
                            variant="ghost"
                            aria-label={t`Change capacity of ${label}`}
                            onClick={() => onCapacity(slot, label)}
                          >
                            <Trans comment="Button: change a slot's number of places">Capacity</Trans>
                          </Button>
                          {slot.closed ? (
                            <Button
                              variant="ghost"
                              aria-label={t`Reopen ${label}`}
                              onClick={() => reopenNow({ slot: slot.slotId }, label)}
                            >
                              <Trans>Reopen</Trans>
                            </Button>
                          ) : (
                            <Button
                              variant="ghost"
                              aria-label={t({
                                comment: 'Close a slot to new bookings',
                                message: `Close ${label}`,
                              })}
                              onClick={() => onClose({ slot: slot.slotId }, label)}
                            >
                              <Trans comment="Button: close a date or slot to new bookings">Close</Trans>
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}

import type { ScheduleSlot } from '@sannidhi/domain/contracts/staff-schedule';
import type { BookingsTarget } from '../../../../api/staff-schedule';
import { useReopenSlots } from '../../../../api/staff-schedule';
import { Button } from '../../../../components/button/button';
import { toast } from '../../../../components/toast/toast-store';
import { longDate } from '../../lib/long-date';
import { TableHead } from '../../components/table-head';

const attend = (slot: ScheduleSlot) => (slot.inPerson ? 'In person' : 'Online');

/** The ritual's slots by date: booked / capacity, closed or open, with capacity, close and reopen. */
export function SlotDates({
  center,
  product,
  slots,
  onCapacity,
  onClose,
}: {
  center: string;
  product: string;
  slots: ScheduleSlot[];
  onCapacity: (slot: ScheduleSlot, label: string) => void;
  onClose: (target: BookingsTarget, label: string) => void;
}) {
  const reopen = useReopenSlots();
  const dates = [...new Set(slots.map((s) => s.date))];
  const reopenNow = (target: BookingsTarget, label: string) =>
    reopen.mutate(
      { center, ...target },
      {
        onSuccess: () => toast.success(`${label} is open for booking again`, { duration: 5000 }),
        onError: (err) => toast.error(err.message, { duration: 6000 }),
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
                  Reopen date
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => onClose({ product, date }, dateLabel)}>
                  Close date
                </Button>
              )}
            </div>
            <table className="sn-staff-schedule__table">
              <TableHead columns={['Time', 'Attending', 'Booked', 'Status', 'Change']} />
              <tbody>
                {ofDate.map((slot) => {
                  const label = `${dateLabel}, ${slot.time}, ${slot.inPerson ? 'in person' : 'online'}`;
                  return (
                    <tr key={slot.slotId} aria-label={label}>
                      <td>{slot.time}</td>
                      <td>{attend(slot)}</td>
                      <td>
                        {slot.booked} / {slot.capacity}
                        {slot.inventory.map((i) => (
                          <div key={i.variantId}>
                            {i.name}: {i.booked} / {i.capacity}
                          </div>
                        ))}
                      </td>
                      <td>
                        {slot.closed ? <span className="sn-staff-schedule__closed">Closed</span> : 'Open'}
                      </td>
                      <td>
                        <div className="sn-staff-schedule__actions">
                          <Button
                            variant="ghost"
                            aria-label={`Change capacity of ${label}`}
                            onClick={() => onCapacity(slot, label)}
                          >
                            Capacity
                          </Button>
                          {slot.closed ? (
                            <Button
                              variant="ghost"
                              aria-label={`Reopen ${label}`}
                              onClick={() => reopenNow({ slot: slot.slotId }, label)}
                            >
                              Reopen
                            </Button>
                          ) : (
                            <Button
                              variant="ghost"
                              aria-label={`Close ${label}`}
                              onClick={() => onClose({ slot: slot.slotId }, label)}
                            >
                              Close
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

import type { Collections } from '@sannidhi/domain/contracts/staff-accounts';
import { channelLabel, dayCloseRefusal } from '@sannidhi/domain/day-close';
import { isoDateIn } from '@sannidhi/domain/day-list';
import { useState } from 'react';
import { formatMoney } from '@sannidhi/domain/money';
import { gatewayStatusLabel, paymentStatusLabel } from '@sannidhi/domain/status-labels';
import { formatCalendarDate } from '../../../../lib/format';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { useCloseDay } from '../../../../api/staff-accounts';
import { TableHead } from '../../components/table-head';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region';
import { Button } from '../../../../components/button/button';
import { Dialog } from '../../../../components/dialog/dialog';

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/**
 * The day close: a closed day says who closed it, when, how many gateway payments were checked and the mismatches;
 * a day that has ended (in the centre's zone) offers the close to whoever may close it, after a confirmation, as it
 * cannot be undone; a day not yet over says when it can be closed.
 */
export function DayCloseSection({ data, mayClose }: { data: Collections; mayClose: boolean }) {
  const close = useCloseDay();
  const [confirming, setConfirming] = useState(false);
  const closed = data.close;
  const { dateFormat } = data.center;
  const notYet = dayCloseRefusal(data.date, isoDateIn(data.center.timezone), data.center.name, dateFormat);
  const confirm = () =>
    close.mutate(
      { center: data.center.id, date: data.date },
      {
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <section className="sn-accounts__close" aria-labelledby="day-close-title">
      <h2 id="day-close-title">Day close</h2>
      {!closed && (
        <>
          <p>
            This day is open. Closing it checks every gateway payment of the day against the gateway and
            records who closed it.
          </p>
          {!mayClose ? (
            <p>Only the accounts manager closes a day.</p>
          ) : notYet ? (
            <p>{notYet}</p>
          ) : (
            <Button onClick={() => setConfirming(true)}>Close the day</Button>
          )}
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Close ${formatCalendarDate(data.date, dateFormat)} at ${data.center.name}?`}
        description="Closing checks every gateway payment of the day against the gateway and records you as the one who closed it. A closed day cannot be opened again."
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep the day open
            </Button>
            <Button loading={close.isPending} onClick={confirm} data-autofocus>
              Close the day for good
            </Button>
          </>
        }
      />
      {closed && (
        <div role="status">
          <p>
            Closed by {closed.closedBy} on {when(closed.closedAt, data.center.timezone)}. {closed.checked}{' '}
            gateway {closed.checked === 1 ? 'payment' : 'payments'} checked against the gateway:{' '}
            <strong>
              {closed.mismatches.length === 0
                ? 'no mismatches'
                : `${closed.mismatches.length} ${closed.mismatches.length === 1 ? 'mismatch' : 'mismatches'}`}
            </strong>
            .
          </p>
        </div>
      )}
      {closed && closed.mismatches.length > 0 && (
        <ScrollRegion label="Mismatches, table">
          <table className="sn-accounts__table" aria-label="Mismatches">
            <TableHead columns={['Request', 'Channel', 'Amount', 'Here', 'Gateway', 'What differs']} />
            <tbody>
              {closed.mismatches.map((m) => (
                <tr key={m.paymentId}>
                  <th scope="row">{m.requestId}</th>
                  <td>{channelLabel(m.channel)}</td>
                  <td>{formatMoney(m.amount, data.currency)}</td>
                  <td>{inUiLanguage(paymentStatusLabel(m.ourStatus).label)}</td>
                  <td>
                    {inUiLanguage(gatewayStatusLabel(m.gatewayStatus).label)}
                    {m.gatewayAmount !== null ? `, ${formatMoney(m.gatewayAmount, data.currency)}` : ''}
                  </td>
                  <td>{m.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

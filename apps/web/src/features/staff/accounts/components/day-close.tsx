import type { Collections } from '@sannidhi/domain/contracts/staff-accounts';
import { channelLabel } from '@sannidhi/domain/day-close';
import { formatMoney } from '@sannidhi/domain/money';
import { useCloseDay } from '../../../../api/staff-accounts';
import { Button } from '../../../../components/button/button';
import { ScrollArea } from './scroll-area';

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/**
 * The day close: a closed day says who closed it, when, how many gateway payments were checked and the mismatches;
 * an open day offers the close to whoever may close it.
 */
export function DayCloseSection({ data, mayClose }: { data: Collections; mayClose: boolean }) {
  const close = useCloseDay();
  const closed = data.close;
  return (
    <section className="sn-accounts__close" aria-labelledby="day-close-title">
      <h2 id="day-close-title">Day close</h2>
      {!closed && (
        <>
          <p>
            This day is open. Closing it checks every gateway payment of the day against the gateway and
            records who closed it.
          </p>
          {mayClose ? (
            <Button
              loading={close.isPending}
              onClick={() => close.mutate({ center: data.center.id, date: data.date })}
            >
              Close the day
            </Button>
          ) : (
            <p>Only the accounts manager closes a day.</p>
          )}
        </>
      )}
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
        <ScrollArea label="Mismatches">
          <table className="sn-accounts__table" aria-label="Mismatches">
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Channel</th>
                <th scope="col">Amount</th>
                <th scope="col">Here</th>
                <th scope="col">Gateway</th>
                <th scope="col">What differs</th>
              </tr>
            </thead>
            <tbody>
              {closed.mismatches.map((m) => (
                <tr key={m.paymentId}>
                  <th scope="row">{m.requestId}</th>
                  <td>{channelLabel(m.channel)}</td>
                  <td>{formatMoney(m.amount, data.currency)}</td>
                  <td>{m.ourStatus}</td>
                  <td>
                    {m.gatewayStatus}
                    {m.gatewayAmount !== null ? `, ${formatMoney(m.gatewayAmount, data.currency)}` : ''}
                  </td>
                  <td>{m.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </section>
  );
}

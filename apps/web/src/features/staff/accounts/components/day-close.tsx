import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
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
import { staffDateTime } from '../../lib/long-date';

const ENGLISH_TIMES = 'en-US';

const when = (iso: string, timeZone: string) => staffDateTime(iso, timeZone, ENGLISH_TIMES, 'medium');

/**
 * The day close: a closed day says who closed it, when, how many gateway payments were checked and the mismatches;
 * a day that has ended (in the centre's zone) offers the close to whoever may close it, after a confirmation, as it
 * cannot be undone; a day not yet over says when it can be closed.
 */
export function DayCloseSection({ data, mayClose }: { data: Collections; mayClose: boolean }) {
  const { t } = useLingui();
  const close = useCloseDay();
  const [confirming, setConfirming] = useState(false);
  const closed = data.close;
  const { dateFormat } = data.center;
  const notYet = dayCloseRefusal(data.date, isoDateIn(data.center.timezone), data.center.name, dateFormat);
  const centerName = data.center.name;
  const day = formatCalendarDate(data.date, dateFormat);
  const confirm = () =>
    close.mutate(
      { center: data.center.id, date: data.date },
      {
        onSettled: () => setConfirming(false),
      },
    );
  const closedBy = closed?.closedBy ?? '';
  const closedAt = closed ? when(closed.closedAt, data.center.timezone) : '';
  const checked = closed?.checked ?? 0;
  const mismatches = closed?.mismatches.length ?? 0;
  const mismatchCount =
    mismatches === 0 ? t`no mismatches` : plural(mismatches, { one: '# mismatch', other: '# mismatches' });
  return (
    <section className="sn-accounts__close" aria-labelledby="day-close-title">
      <h2 id="day-close-title">
        <Trans>Day close</Trans>
      </h2>
      {!closed && (
        <>
          <p>
            <Trans>
              This day is open. Closing it checks every gateway payment of the day against the gateway and
              records who closed it.
            </Trans>
          </p>
          {!mayClose ? (
            <p>
              <Trans>Only the accounts manager closes a day.</Trans>
            </p>
          ) : notYet ? (
            <p>{notYet}</p>
          ) : (
            <Button onClick={() => setConfirming(true)}>
              <Trans>Close the day</Trans>
            </Button>
          )}
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Close ${day} at ${centerName}?`}
        description={t`Closing checks every gateway payment of the day against the gateway and records you as the one who closed it. A closed day cannot be opened again.`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep the day open</Trans>
            </Button>
            <Button loading={close.isPending} onClick={confirm} data-autofocus>
              <Trans>Close the day for good</Trans>
            </Button>
          </>
        }
      />
      {closed && (
        <div role="status">
          <p>
            <Trans>
              Closed by {closedBy} on {closedAt}.{' '}
              <Plural value={checked} one="# gateway payment" other="# gateway payments" /> checked against
              the gateway: <strong>{mismatchCount}</strong>.
            </Trans>
          </p>
        </div>
      )}
      {closed && closed.mismatches.length > 0 && (
        <ScrollRegion label={t`Mismatches, table`}>
          <table className="sn-accounts__table" aria-label={t`Mismatches`}>
            <TableHead
              columns={[
                t`Request`,
                t`Channel`,
                t`Amount`,
                t({
                  comment: "Column: the payment status in Sannidhi, beside the gateway's",
                  message: 'Here',
                }),
                t`Gateway`,
                t`What differs`,
              ]}
            />
            <tbody>
              {closed.mismatches.map((m) => (
                <tr key={m.paymentId}>
                  <th scope="row">{m.requestId}</th>
                  <td>{inUiLanguage(channelLabel(m.channel))}</td>
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

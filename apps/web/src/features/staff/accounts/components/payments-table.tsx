import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_SORTS } from '@sannidhi/domain/contracts/staff-accounts';
import { channelLabel } from '@sannidhi/domain/day-close';
import { formatMoney } from '@sannidhi/domain/money';
import { displayBookingReference } from '@sannidhi/domain/order-rules';
import { paymentStatusLabel } from '@sannidhi/domain/status-labels';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { useId, useState, type FormEvent } from 'react';
import { accountPaymentsOptions } from '../../../../api/staff-accounts';
import { Button } from '../../../../components/button/button';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region';
import { Field } from '../../../../components/field/field';
import '../../staff.css';
import { pageCount, Pager } from '../../components/pager';
import { TableHead } from '../../components/table-head';
import { staffDateTime } from '../../lib/long-date';

type Sort = (typeof PAYMENT_SORTS)[number];
const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  paidAt: msg`Paid at`,
  amount: msg`Amount`,
  channel: msg`Channel`,
  reference: msg`Reference`,
};
const ASCENDING_MARK = ' ▲';
const DESCENDING_MARK = ' ▼';
const ENGLISH_TIMES = 'en-US';

const when = (iso: string, timeZone: string) => staffDateTime(iso, timeZone, ENGLISH_TIMES, 'short');

/**
 * The payments paid on the day, a page at a time, sorted on the server by the column header pressed; a search by
 * cash, cheque, draft or QR reference (or bank) looks through every day.
 */
export function PaymentsTable(props: { center: string; date: string; timezone: string; currency: string }) {
  const { t, i18n } = useLingui();
  const id = useId().replace(/:/g, '');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('paidAt');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const query = { center: props.center, ...(q ? { q } : { date: props.date }), sort, dir, page };
  const list = useQuery(accountPaymentsOptions(query));
  const data = list.data;
  const pages = pageCount(data);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  const sortBy = (s: Sort) => {
    setDir(s === sort && dir === 'desc' ? 'asc' : 'desc');
    setSort(s);
    setPage(1);
  };
  const header = (s: Sort) => (
    <th scope="col" aria-sort={sort === s ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="sn-accounts__sort" onClick={() => sortBy(s)}>
        {i18n._(SORT_LABELS[s])}
        <span aria-hidden="true">{sort === s ? (dir === 'asc' ? ASCENDING_MARK : DESCENDING_MARK) : ''}</span>
      </button>
    </th>
  );

  const refundedNote = (refunded: string) => t`(refunded ${refunded})`;
  const shownPage = data?.page ?? page;
  const total = data?.total ?? 0;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{q ? t`Payments matching “${q}”` : t`Payments of the day`}</h2>
      <form className="sn-staff-filters" role="search" onSubmit={search}>
        <Field
          id={`${id}-q`}
          label={t`Search references`}
          hint={t`Cash receipt, cheque, draft or QR reference, or bank`}
        >
          <input
            id={`${id}-q`}
            className="sn-input"
            value={typed}
            maxLength={100}
            aria-describedby={`${id}-q-hint`}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
        {q && (
          <Button
            variant="secondary"
            onClick={() => {
              setTyped('');
              setQ('');
              setPage(1);
            }}
          >
            <Trans>Show the day</Trans>
          </Button>
        )}
      </form>
      {list.isPending && (
        <p>
          <Trans>Loading payments…</Trans>
        </p>
      )}
      {list.isError && (
        <p role="alert">
          <Trans>The payments could not be loaded. Please try again.</Trans>
        </p>
      )}
      {data && data.total === 0 && (
        <p>{q ? t`No payment matches “${q}”.` : t`No payments were made on this day.`}</p>
      )}
      {data && data.total > 0 && (
        <>
          <ScrollRegion label={t`Payments, table`}>
            <table className="sn-accounts__table" aria-label={t`Payments`}>
              <TableHead
                columns={[
                  header('paidAt'),
                  header('channel'),
                  header('amount'),
                  header('reference'),
                  t`Bank`,
                  t`Status`,
                  t`Devotee`,
                  t`Bookings`,
                ]}
              />
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.paymentId}>
                    <td>{when(r.paidAt, props.timezone)}</td>
                    <td>{inUiLanguage(channelLabel(r.channel))}</td>
                    <td>
                      {formatMoney(r.amount, r.currency)}
                      {r.refunded > 0 && <> {refundedNote(formatMoney(r.refunded, r.currency))}</>}
                    </td>
                    <td>{r.reference ?? '-'}</td>
                    <td>{r.bank ?? '-'}</td>
                    <td>{inUiLanguage(paymentStatusLabel(r.status).label)}</td>
                    <td>{r.devoteeErased ? t`Erased devotee` : (r.devoteeEmail ?? '-')}</td>
                    <td>{r.bookingIds.map(displayBookingReference).join(', ') || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager
            label={t`Pages of payments`}
            className="sn-staff-pager sn-accounts__pages"
            page={page}
            pages={pages}
            onPage={setPage}
          >
            <span>
              <Trans>
                Page {shownPage} of {pages} ({total} payments)
              </Trans>
            </span>
          </Pager>
        </>
      )}
    </section>
  );
}

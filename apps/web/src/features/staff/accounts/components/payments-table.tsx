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

type Sort = (typeof PAYMENT_SORTS)[number];
const SORT_LABELS: Record<Sort, string> = {
  paidAt: 'Paid at',
  amount: 'Amount',
  channel: 'Channel',
  reference: 'Reference',
};

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/**
 * The payments paid on the day, a page at a time, sorted on the server by the column header pressed; a search by
 * cash, cheque, draft or QR reference (or bank) looks through every day.
 */
export function PaymentsTable(props: { center: string; date: string; timezone: string; currency: string }) {
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
        {SORT_LABELS[s]}
        <span aria-hidden="true">{sort === s ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{q ? `Payments matching “${q}”` : 'Payments of the day'}</h2>
      <form className="sn-staff-filters" role="search" onSubmit={search}>
        <Field
          id={`${id}-q`}
          label="Search references"
          hint="Cash receipt, cheque, draft or QR reference, or bank"
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
          Search
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
            Show the day
          </Button>
        )}
      </form>
      {list.isPending && <p>Loading payments…</p>}
      {list.isError && <p role="alert">The payments could not be loaded. Please try again.</p>}
      {data && data.total === 0 && (
        <p>{q ? `No payment matches “${q}”.` : 'No payments were made on this day.'}</p>
      )}
      {data && data.total > 0 && (
        <>
          <ScrollRegion label="Payments, table">
            <table className="sn-accounts__table" aria-label="Payments">
              <TableHead
                columns={[
                  header('paidAt'),
                  header('channel'),
                  header('amount'),
                  header('reference'),
                  'Bank',
                  'Status',
                  'Devotee',
                  'Bookings',
                ]}
              />
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.paymentId}>
                    <td>{when(r.paidAt, props.timezone)}</td>
                    <td>{channelLabel(r.channel)}</td>
                    <td>
                      {formatMoney(r.amount, r.currency)}
                      {r.refunded > 0 ? ` (refunded ${formatMoney(r.refunded, r.currency)})` : ''}
                    </td>
                    <td>{r.reference ?? '-'}</td>
                    <td>{r.bank ?? '-'}</td>
                    <td>{inUiLanguage(paymentStatusLabel(r.status).label)}</td>
                    <td>{r.devoteeEmail ?? '-'}</td>
                    <td>{r.bookingIds.map(displayBookingReference).join(', ') || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager
            label="Pages of payments"
            className="sn-staff-pager sn-accounts__pages"
            page={page}
            pages={pages}
            onPage={setPage}
          >
            <span>
              Page {data.page} of {pages} ({data.total} payments)
            </span>
          </Pager>
        </>
      )}
    </section>
  );
}

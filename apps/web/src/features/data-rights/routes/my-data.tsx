import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myDataOptions } from '../../../api/data-rights';
import { Button, buttonClassName } from '../../../components/button/button';
import { PageTitle } from '../../../components/page-title/page-title';
import { Spinner } from '../../../components/spinner/spinner';
import { formatDate } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { downloadJson } from '../lib/download-json';
import { deviceTimeZone, readableMail, readableValue, splitColumns } from '../lib/readable-data';
import { columnLabel, tableLabel } from '../lib/table-labels';
import '../components/data-rights.css';

type Row = Record<string, unknown>;

/** Columns and their values as a list of terms (readable-data.ts says how each value reads). */
function Facts({ table, row, entries }: { table: string; row: Row; entries: [string, unknown][] }) {
  const { i18n } = useLingui();
  /** A column's name in the language shown (a column the table does not know reads as its English words). */
  const columnText = (column: string) => {
    const label = columnLabel(column);
    return typeof label === 'string' ? label : i18n._(label);
  };
  return (
    <dl>
      {entries.map(([column, value]) => (
        <div key={column} style={{ display: 'contents' }}>
          <dt>{columnText(column)}</dt>
          <dd>{readableValue(column, value, row, { table, i18n })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One row: the columns a person reads first, the technical ones (ids, keys, stamps) behind a disclosure. */
function RowFacts({ table, row }: { table: string; row: Row }) {
  const { shown, technical } = splitColumns(table, row);
  return (
    <div className="sn-data-rights__row">
      {shown.length > 0 && <Facts table={table} row={row} entries={shown} />}
      {technical.length > 0 && (
        <details className="sn-data-rights__technical">
          <summary>
            <Trans>Technical details</Trans>
          </summary>
          <Facts table={table} row={row} entries={technical} />
        </details>
      )}
    </div>
  );
}

/** A table's rows; the analytics events (many, and of little interest) behind a disclosure with their count. */
function TableRows({ table, rows }: { table: string; rows: Row[] }) {
  const list = (
    <div className="sn-data-rights__table">
      {rows.map((row, index) =>
        table === 'mail_outbox' ? (
          <MailFacts key={index} row={row} />
        ) : (
          <RowFacts key={index} table={table} row={row} />
        ),
      )}
    </div>
  );
  if (table !== 'analytics_events') return list;
  const count = rows.length;
  return (
    <details className="sn-data-rights__events">
      <summary>
        <Trans>Usage events ({count})</Trans>
      </summary>
      {list}
    </details>
  );
}

/** A mail sent to the person: its subject, date and recipient; its text behind "Show the mail" (it can be long). */
function MailFacts({ row }: { row: Row }) {
  const mail = readableMail(row);
  return (
    <article className="sn-data-rights__row sn-data-rights__mail">
      <h3 className="sn-data-rights__mail-subject">{mail.subject || '—'}</h3>
      <dl>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{mail.when}</dd>
        <dt>
          <Trans>Sent to</Trans>
        </dt>
        <dd>{mail.to}</dd>
        {mail.attachments.length > 0 && (
          <>
            <dt>
              <Trans>Attachments</Trans>
            </dt>
            <dd>{mail.attachments.join(', ')}</dd>
          </>
        )}
      </dl>
      {mail.body ? (
        <details className="sn-data-rights__mail-text">
          <summary>
            <Trans>Show the mail</Trans>
          </summary>
          <div className="sn-data-rights__mail-body">{mail.body}</div>
        </details>
      ) : (
        <p className="sn-data-rights__muted">
          <Trans>The text of this mail is no longer kept.</Trans>
        </p>
      )}
    </article>
  );
}

/** `/account/data` — "View my data": everything held about the signed-in person, readable and printable (issue 30). */
export default function MyDataRoute() {
  const { t, i18n } = useLingui();
  const data = useQuery(myDataOptions());
  return (
    <>
      <PageTitle title={t`My data`} />
      {data.isPending ? (
        <Spinner label={t`Loading your data`} />
      ) : data.isError ? (
        <p role="alert">{t`Something went wrong, please try again`}</p>
      ) : (
        <div className="sn-data-rights">
          <p>
            {(() => {
              const when = formatDate(data.data.generatedAt);
              return <Trans>Everything Sannidhi holds about you, as on {when}.</Trans>;
            })()}{' '}
            {(() => {
              const zone = deviceTimeZone();
              return <Trans>Times are shown in your device's time zone ({zone}).</Trans>;
            })()}
          </p>
          <div className="sn-data-rights__actions">
            <Button onClick={() => downloadJson(data.data, 'sannidhi-my-data.json')}>
              <Trans>Download my data (JSON)</Trans>
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            <Link className={buttonClassName('ghost')} to={PATHS.accountProfile}>
              <Trans>Back to Dashboard</Trans>
            </Link>
          </div>
          {Object.entries(data.data.tables).map(([table, rows]) => (
            <section key={table} className="sn-data-rights__section" aria-labelledby={`table-${table}`}>
              <h2 id={`table-${table}`} className="sn-data-rights__title">
                {i18n._(tableLabel(table))}
              </h2>
              {rows.length === 0 ? (
                <p>
                  <Trans>Nothing held.</Trans>
                </p>
              ) : (
                <TableRows table={table} rows={rows} />
              )}
            </section>
          ))}
        </div>
      )}
    </>
  );
}

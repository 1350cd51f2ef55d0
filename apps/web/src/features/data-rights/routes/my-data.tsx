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
import { readableMail, readableValue } from '../lib/readable-data';
import { columnLabel, tableLabel } from '../lib/table-labels';
import '../components/data-rights.css';

type Row = Record<string, unknown>;

/** One row as its columns, each value as a person reads it (readable-data.ts). */
function RowFacts({ row }: { row: Row }) {
  const { i18n } = useLingui();
  /** A column's name in the language shown (a column the table does not know reads as its English words). */
  const columnText = (column: string) => {
    const label = columnLabel(column);
    return typeof label === 'string' ? label : i18n._(label);
  };
  return (
    <div className="sn-data-rights__row">
      <dl>
        {Object.entries(row).map(([column, value]) => (
          <div key={column} style={{ display: 'contents' }}>
            <dt>{columnText(column)}</dt>
            <dd>{readableValue(column, value, row)}</dd>
          </div>
        ))}
      </dl>
    </div>
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
                <div className="sn-data-rights__table">
                  {rows.map((row, index) =>
                    table === 'mail_outbox' ? (
                      <MailFacts key={index} row={row} />
                    ) : (
                      <RowFacts key={index} row={row} />
                    ),
                  )}
                </div>
              )}
            </section>
          ))}
        </div>
      )}
    </>
  );
}

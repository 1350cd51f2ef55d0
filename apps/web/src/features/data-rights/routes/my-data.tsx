import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myDataOptions } from '../../../api/data-rights';
import { Button, buttonClassName } from '../../../components/button/button';
import { PageTitle } from '../../../components/page-title/page-title';
import { Spinner } from '../../../components/spinner/spinner';
import { formatDate, formatSlotTime } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { downloadJson } from '../lib/download-json';
import { columnLabel, tableLabel } from '../lib/table-labels';
import '../components/data-rights.css';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A value of the database as a person reads it: a moment as a date and time, texts as they are, objects and lists
 * as indented JSON (the download keeps every value as stored).
 */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return `${formatDate(value)} ${formatSlotTime(value)}`;
  }
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** `/account/data` — "View my data": everything held about the signed-in person, readable and printable (issue 30). */
export default function MyDataRoute() {
  const { t, i18n } = useLingui();
  const data = useQuery(myDataOptions());
  /** A column's name in the language shown (a column the table does not know reads as its English words). */
  const columnText = (column: string) => {
    const label = columnLabel(column);
    return typeof label === 'string' ? label : i18n._(label);
  };
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
                  {rows.map((row, index) => (
                    <div key={index} className="sn-data-rights__row">
                      <dl>
                        {Object.entries(row).map(([column, value]) => (
                          <div key={column} style={{ display: 'contents' }}>
                            <dt>{columnText(column)}</dt>
                            <dd>{shown(value)}</dd>
                          </div>
                        ))}
                      </dl>
                    </div>
                  ))}
                </div>
              )}
            </section>
          ))}
        </div>
      )}
    </>
  );
}

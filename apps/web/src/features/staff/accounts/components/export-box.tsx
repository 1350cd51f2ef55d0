import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { exportCollections } from '../../../../api/staff-accounts';
import { Button } from '../../../../components/button/button';
import { DateField } from '../../components/date-field';
import '../../staff.css';
import { ApiError } from '../../../../lib/api-client';
import { inUiLanguage } from '../../../../lib/domain-texts';

/** CSV export of a range of days, read as it streams with its progress shown, then saved. */
export function ExportBox({ center, date }: { center: string; date: string }) {
  const { t } = useLingui();
  const id = useId().replace(/:/g, '');
  const [from, setFrom] = useState(date);
  const [to, setTo] = useState(date);
  const [progress, setProgress] = useState<{ rows: number; total: number | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null && message === null && error === null;

  const run = async () => {
    setMessage(null);
    setError(null);
    setProgress({ rows: 0, total: null });
    try {
      const out = await exportCollections({ center, from, to }, (rows, total) =>
        setProgress({ rows, total }),
      );
      const url = URL.createObjectURL(out.blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = out.filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      const filename = out.filename;
      setMessage(t`Exported ${filename}.`);
    } catch (err) {
      const reason = err instanceof ApiError ? inUiLanguage(err.message) : null;
      setError(
        reason !== null ? t`${reason}. Please check the dates.` : t`The export failed. Please try again.`,
      );
    }
  };

  const rows = progress?.rows ?? 0;
  const total = progress?.total ?? null;
  const counted = progress === null ? null : total !== null ? t`${rows} of ${total} rows` : t`${rows} rows`;

  return (
    <section className="sn-accounts__export" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Export CSV</Trans>
      </h2>
      <div className="sn-staff-filters">
        <DateField id={`${id}-from`} label={t`From`} value={from} onChange={setFrom} />
        <DateField id={`${id}-to`} label={t`To`} value={to} onChange={setTo} />
        <Button variant="secondary" loading={busy} onClick={() => void run()} disabled={!from || !to}>
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      {progress && counted !== null && (
        <div role="status" className="sn-accounts__progress">
          {progress.total !== null && (
            <progress
              max={Math.max(progress.total, 1)}
              value={progress.rows}
              aria-label={t`Export progress`}
            />
          )}
          <span>{message ? t`${counted} — ${message}` : counted}</span>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

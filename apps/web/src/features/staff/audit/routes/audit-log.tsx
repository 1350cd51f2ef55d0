import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { auditPageOptions } from '../../../../api/staff-audit';
import { Button } from '../../../../components/button/button';
import { Field } from '../../../../components/field/field';
import { PageTitle } from '../../../../components/page-title/page-title';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { ApiError } from '../../../../lib/api-client';
import { PATHS } from '../../../../lib/paths';
import { useSessionValue } from '../../../../lib/session';
import '../audit.css';

interface Filters {
  entity: string;
  actor: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { entity: '', actor: '', from: '', to: '' };

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(
    new Date(iso),
  );

/** A short, readable line of an entry's data ("role: SEVAKA, email: …"). */
const details = (data: Record<string, unknown>) =>
  Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');

/**
 * `/staff/audit` on the back-office site: the current centre's audit log for its centre admin, newest first,
 * filtered by entity, actor and date and paged on the server. The api refuses other roles and other centres.
 */
export default function AuditLogRoute() {
  const isBackOffice = useIsBackOffice();
  const center = useSessionValue((s) => s.currentCenter);
  const id = useId().replace(/:/g, '');
  const [form, setForm] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = {
    center: isBackOffice ? (center?.id ?? '') : '',
    ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v)),
    page,
  };
  const list = useQuery(auditPageOptions(query));
  if (!isBackOffice || !center) return <Navigate to={PATHS.home} replace />;
  const data = list.data;
  const refused = list.error instanceof ApiError && list.error.status === 403;
  const badFilter = list.error instanceof ApiError && list.error.status === 400 ? list.error.message : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const set = (key: keyof Filters) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ ...form, actor: form.actor.trim() });
    setPage(1);
  };

  return (
    <div className="sn-audit">
      <PageTitle title="Audit log" subtitle={center.name} />
      <form className="sn-audit__filters" onSubmit={submit} aria-label="Filter the audit log">
        <Field id={`${id}-entity`} label="Entity">
          <select
            id={`${id}-entity`}
            className="sn-select"
            value={form.entity}
            onChange={(e) => set('entity')(e.target.value)}
          >
            <option value="">All entities</option>
            {(data?.entities ?? []).map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-actor`} label="Actor" hint="E-mail or name, or part of it">
          <input
            id={`${id}-actor`}
            className="sn-input"
            value={form.actor}
            maxLength={100}
            aria-describedby={`${id}-actor-hint`}
            onChange={(e) => set('actor')(e.target.value)}
          />
        </Field>
        <Field id={`${id}-from`} label="From">
          <input
            id={`${id}-from`}
            type="date"
            className="sn-input"
            value={form.from}
            onChange={(e) => set('from')(e.target.value)}
          />
        </Field>
        <Field id={`${id}-to`} label="To">
          <input
            id={`${id}-to`}
            type="date"
            className="sn-input"
            value={form.to}
            onChange={(e) => set('to')(e.target.value)}
          />
        </Field>
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setForm(NO_FILTERS);
            setApplied(NO_FILTERS);
            setPage(1);
          }}
        >
          Clear
        </Button>
      </form>
      {list.isPending && <p>Loading the audit log…</p>}
      {refused && <p role="alert">Only the centre admin of {center.name} can read its audit log.</p>}
      {badFilter && <p role="alert">{badFilter}. Please correct the filters.</p>}
      {list.isError && !refused && !badFilter && (
        <p role="alert">The audit log could not be loaded. Please try again.</p>
      )}
      {data && data.total === 0 && <p>No audit entries match these filters at {center.name}.</p>}
      {data && data.total > 0 && (
        <>
          <div className="sn-audit__scroll">
            <table className="sn-audit__table" aria-label="Audit entries">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Actor</th>
                  <th scope="col">Action</th>
                  <th scope="col">Entity</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.id}>
                    <td>{when(r.at, data.timezone)}</td>
                    <td>{r.actor ?? 'System'}</td>
                    <td>{r.action}</td>
                    <td>
                      {r.entity}
                      {r.entityId ? ` ${r.entityId}` : ''}
                    </td>
                    <td className="sn-audit__details">{details(r.data) || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="sn-audit__pages" aria-label="Pages of the audit log">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous page
            </Button>
            <span>
              Page {data.page} of {pages} ({data.total} entries)
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next page
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}

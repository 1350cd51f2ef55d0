import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatInstantInZone } from '../../../../lib/format';
import { auditPageOptions } from '../../../../api/staff-audit';
import { Button } from '../../../../components/button/button';
import { Field } from '../../../../components/field/field';
import { PageTitle } from '../../../../components/page-title/page-title';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { ApiError } from '../../../../lib/api-client';
import { useSessionValue } from '../../../../lib/session';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import { DateField } from '../../components/date-field';
import { pageCount, Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { TableHead } from '../../components/table-head';
import '../../staff.css';
import '../audit.css';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { auditDetailLinesIn, auditEntityLabelIn, auditSentenceIn } from '../lib/audit-sentences';

interface Filters {
  entity: string;
  actor: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { entity: '', actor: '', from: '', to: '' };

/**
 * `/staff/audit` on the back-office site: the current centre's audit log for its centre admin, newest first,
 * filtered by entity, actor and date and paged on the server. The api refuses other roles and other centres.
 */
export default function AuditLogRoute() {
  const { t, i18n } = useLingui();
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
  if (!isBackOffice || !center) return <ChooseCenterFirst />;
  const data = list.data;
  const badFilter =
    list.error instanceof ApiError && list.error.status === 400 ? inUiLanguage(list.error.message) : null;
  const pages = pageCount(data);
  const centerName = center.name;
  const shownPage = data?.page ?? page;
  const total = data?.total ?? 0;
  const place = { currency: data?.currency ?? '', timezone: data?.timezone ?? '', center };
  const set = (key: keyof Filters) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ ...form, actor: form.actor.trim() });
    setPage(1);
  };

  return (
    <div className="sn-audit">
      <PageTitle title={t`Audit log`} subtitle={centerName} />
      <form className="sn-staff-filters" onSubmit={submit} aria-label={t`Filter the audit log`}>
        <Field
          id={`${id}-entity`}
          label={t({
            comment: 'Filter and column: what an audit entry is about (a booking, a ritual, a role …)',
            message: 'About',
          })}
        >
          <select
            id={`${id}-entity`}
            className="sn-select"
            value={form.entity}
            onChange={(e) => set('entity')(e.target.value)}
          >
            <option value="">{t`Everything`}</option>
            {(data?.entities ?? []).map((e) => (
              <option key={e} value={e}>
                {auditEntityLabelIn(i18n, e)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-actor`} label={t`Who`} hint={t`E-mail or name, or part of it`}>
          <input
            id={`${id}-actor`}
            className="sn-input"
            value={form.actor}
            maxLength={100}
            aria-describedby={`${id}-actor-hint`}
            onChange={(e) => set('actor')(e.target.value)}
          />
        </Field>
        <DateField id={`${id}-from`} label={t`From`} value={form.from} onChange={set('from')} />
        <DateField id={`${id}-to`} label={t`To`} value={form.to} onChange={set('to')} />
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setForm(NO_FILTERS);
            setApplied(NO_FILTERS);
            setPage(1);
          }}
        >
          <Trans>Clear</Trans>
        </Button>
      </form>
      <QueryState
        query={list}
        loading={t`Loading the audit log…`}
        refused={<Trans>Only the centre admin of {centerName} can read its audit log.</Trans>}
        failed={
          badFilter ? (
            <Trans>{badFilter}. Please correct the filters.</Trans>
          ) : (
            t`The audit log could not be loaded. Please try again.`
          )
        }
      />
      {data && data.total === 0 && (
        <p>
          <Trans>No audit entries match these filters at {centerName}.</Trans>
        </p>
      )}
      {data && data.total > 0 && (
        <>
          <ScrollRegion label={t`Audit entries, table`}>
            <table className="sn-audit__table" aria-label={t`Audit entries`}>
              <TableHead
                columns={[
                  t`When`,
                  t`Who`,
                  t`What happened`,
                  t({
                    comment:
                      'Filter and column: what an audit entry is about (a booking, a ritual, a role …)',
                    message: 'About',
                  }),
                ]}
              />
              <tbody>
                {data.rows.map((r) => {
                  const lines = auditDetailLinesIn(i18n, r.data, place);
                  return (
                    <tr key={r.id}>
                      <td>{formatInstantInZone(r.at, data.timezone)}</td>
                      <td>{r.actorErased ? t`Erased devotee` : (r.actor ?? t`The system`)}</td>
                      <td className="sn-audit__details">
                        {auditSentenceIn(i18n, r, place)}
                        {lines.length > 0 && (
                          <details className="sn-audit__raw">
                            <summary>
                              <Trans>Details</Trans>
                            </summary>
                            <dl>
                              <div>
                                <dt>
                                  <Trans>Recorded as</Trans>
                                </dt>
                                <dd>{r.action}</dd>
                              </div>
                              {lines.map((l) => (
                                <div key={l.key}>
                                  <dt>{l.key}</dt>
                                  <dd>{l.value}</dd>
                                </div>
                              ))}
                            </dl>
                          </details>
                        )}
                      </td>
                      <td>{auditEntityLabelIn(i18n, r.entity)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager
            label={t`Pages of the audit log`}
            className="sn-staff-pager"
            page={page}
            pages={pages}
            onPage={setPage}
          >
            <span>
              <Trans>
                Page {shownPage} of {pages} ({total} entries)
              </Trans>
            </span>
          </Pager>
        </>
      )}
    </div>
  );
}

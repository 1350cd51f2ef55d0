import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { staffActionsOptions } from '../../../../api/staff';
import { collectionsOptions } from '../../../../api/staff-accounts';
import { staffCentersOptions } from '../../../../api/staff-roles';
import { Field } from '../../../../components/field/field';
import { CenterField } from '../../components/center-field';
import { PageTitle } from '../../../../components/page-title/page-title';
import { useIsBackOffice } from '../../../../hooks/use-app-config';
import { ApiError } from '../../../../lib/api-client';
import { useSessionValue } from '../../../../lib/session';
import { CollectionsTable } from '../components/collections-table';
import { DayCloseSection } from '../components/day-close';
import { ExportBox } from '../components/export-box';
import { PaymentsTable } from '../components/payments-table';
import { ReconciliationSection } from '../components/reconciliation';
import '../accounts.css';
import { ChooseCenterFirst } from '../../components/choose-center-first';
import { longDate } from '../../lib/long-date';

/**
 * `/staff/accounts` on the back-office site: a day's collections at a centre per channel with its refunds, the day
 * close against the gateway, the day's payments (searchable by reference), the CSV export and the reconciliation check. For accounts.view;
 * the api checks the role and centre on every call.
 */
export default function AccountsRoute() {
  const isBackOffice = useIsBackOffice();
  const sessionCenter = useSessionValue((s) => s.currentCenter);
  const [params, setParams] = useSearchParams();
  const center = params.get('center') ?? sessionCenter?.id ?? '';
  const date = params.get('date') ?? '';
  const collections = useQuery(collectionsOptions(isBackOffice ? center : '', date));
  const actions = useQuery(staffActionsOptions(isBackOffice ? center : ''));
  const centers = useQuery({ ...staffCentersOptions('accounts.view'), enabled: isBackOffice });
  const id = useId().replace(/:/g, '');
  if (!isBackOffice || !center) return <ChooseCenterFirst />;

  const choose = (key: 'center' | 'date', value: string) => {
    const next = new URLSearchParams(params);
    next.set('center', center);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const data = collections.data;
  const refused = collections.error instanceof ApiError && collections.error.status === 403;
  const centerName = data?.center.name ?? sessionCenter?.name ?? center;
  const allowed = centers.data?.centers ?? [];
  const mayClose = actions.data?.actions.includes('accounts.close') ?? false;

  return (
    <div className="sn-accounts">
      <PageTitle title="Accounts" subtitle={data ? `${centerName}, ${longDate(data.date)}` : centerName} />
      <div className="sn-accounts__filters">
        <CenterField
          id={`${id}-centre`}
          center={center}
          centerName={centerName}
          allowed={allowed}
          onChange={(c) => choose('center', c)}
        />
        <Field id={`${id}-date`} label="Date">
          <input
            id={`${id}-date`}
            type="date"
            className="sn-input"
            value={data?.date ?? date}
            onChange={(e) => choose('date', e.target.value)}
          />
        </Field>
      </div>
      {collections.isPending && <p>Loading the day's collections…</p>}
      {refused && (
        <p role="alert">Your roles at {centerName} do not include the accounts. Choose another centre.</p>
      )}
      {collections.isError && !refused && (
        <p role="alert">The collections could not be loaded. Please check the date and try again.</p>
      )}
      {data && (
        <>
          <section aria-labelledby={`${id}-collections`}>
            <h2 id={`${id}-collections`}>Collections</h2>
            <CollectionsTable data={data} />
          </section>
          <DayCloseSection data={data} mayClose={mayClose} />
          <PaymentsTable
            key={`${data.center.id}/${data.date}`}
            center={data.center.id}
            date={data.date}
            timezone={data.center.timezone}
            currency={data.currency}
          />
          <ExportBox key={`export/${data.center.id}/${data.date}`} center={data.center.id} date={data.date} />
          <ReconciliationSection center={data.center.id} headingId={`${id}-reconciliation`} />
        </>
      )}
    </div>
  );
}

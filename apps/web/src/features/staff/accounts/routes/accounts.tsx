import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { staffActionsOptions } from '../../../../api/staff';
import { collectionsOptions } from '../../../../api/staff-accounts';
import { CenterFilters } from '../../components/center-filters';
import { DateField } from '../../components/date-field';
import { QueryState } from '../../components/query-state';
import { useCenterParams } from '../../hooks/use-center-params';
import { PageTitle } from '../../../../components/page-title/page-title';
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
  const { t } = useLingui();
  const page = useCenterParams('accounts.view');
  const { isBackOffice, sessionCenter, params, center, choose } = page;
  const date = params.get('date') ?? '';
  const collections = useQuery(collectionsOptions(isBackOffice ? center : '', date));
  const actions = useQuery(staffActionsOptions(isBackOffice ? center : ''));
  const id = useId().replace(/:/g, '');
  if (!isBackOffice || !center) return <ChooseCenterFirst />;

  const data = collections.data;
  const centerName = data?.center.name ?? sessionCenter?.name ?? center;
  const mayClose = actions.data?.actions.includes('accounts.close') ?? false;

  return (
    <div className="sn-accounts">
      <PageTitle title={t`Accounts`} subtitle={data ? `${centerName}, ${longDate(data.date)}` : centerName} />
      <CenterFilters page={page} id={id} className="sn-staff-filters" centerName={centerName}>
        <DateField
          id={`${id}-date`}
          label={t`Date`}
          value={data?.date ?? date}
          onChange={(d) => choose({ date: d })}
        />
      </CenterFilters>
      <QueryState
        query={collections}
        loading={t`Loading the day's collections…`}
        refused={
          <Trans>Your roles at {centerName} do not include the accounts. Choose another centre.</Trans>
        }
        failed={t`The collections could not be loaded. Please check the date and try again.`}
      />
      {data && (
        <>
          <section aria-labelledby={`${id}-collections`}>
            <h2 id={`${id}-collections`}>
              <Trans>Collections</Trans>
            </h2>
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

import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title/page-title';
import { Spinner } from '../../components/spinner/spinner';
import { useIsBackOffice } from '../../hooks/use-app-config';
import { ErasureCancelledNotice } from '../../features/data-rights/components/erasure-cancelled-notice';
import { OrdersPanel } from '../../features/orders/components/orders-panel';
import { Tabs } from '../../features/orders/components/tabs';
import '../../features/orders/components/orders.css';

// The Family Details and Subscription tabs belong to their features; the Dashboard only places them.
const FamilyDetailsTab = lazy(() => import('../../features/family/components/family-details-tab'));
const SubscriptionsTab = lazy(() => import('../../features/subscriptions/components/subscriptions-tab'));
const MyDataTab = lazy(() => import('../../features/data-rights/components/my-data-tab'));

/** `/account/profile` — Dashboard with the Orders and Family Details tabs (spec part 2 §2), and My data (issue 30). */
export default function DashboardRoute() {
  const { t } = useLingui();
  const [active, setActive] = useState('orders');
  const [search] = useSearchParams();
  // "My data" is the signed-in person's own (issue 30): not offered on the back office, where it would be the
  // volunteer's account, not the devotee's.
  const isBackOffice = useIsBackOffice();
  const tabs = [
    { id: 'orders', label: t`Orders` },
    { id: 'family', label: t`Family Details` },
    ...(isBackOffice ? [] : [{ id: 'data', label: t`My data` }]),
  ];
  return (
    <>
      <PageTitle title={t`Dashboard`} />
      {/* A sign-in that cancelled a deletion request says so here until read (issue 30); the devotee's own account. */}
      {!isBackOffice && <ErasureCancelledNotice />}
      <Tabs tabs={tabs} active={active} onChange={setActive} label={t`Dashboard`}>
        {(current, panelProps) => (
          <div {...panelProps} className="sn-tabs__panel">
            {current === 'orders' ? (
              <OrdersPanel
                subscriptionsTab={<SubscriptionsTab />}
                initialTab={search.get('tab') ?? undefined}
              />
            ) : current === 'data' ? (
              <Suspense fallback={<Spinner label={t`Loading`} />}>
                <MyDataTab />
              </Suspense>
            ) : (
              <Suspense fallback={<Spinner label={t`Loading family details`} />}>
                <FamilyDetailsTab />
              </Suspense>
            )}
          </div>
        )}
      </Tabs>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { PageTitle } from '../../components/page-title/page-title';
import { Spinner } from '../../components/spinner/spinner';
import { OrdersPanel } from '../../features/orders/components/orders-panel';
import { Tabs } from '../../features/orders/components/tabs';
import '../../features/orders/components/orders.css';

// The Family Details and Subscription tabs belong to their features; the Dashboard only places them.
const FamilyDetailsTab = lazy(() => import('../../features/family/components/family-details-tab'));
const SubscriptionsTab = lazy(() => import('../../features/subscriptions/components/subscriptions-tab'));

/** `/account/profile` — Dashboard with the Orders and Family Details tabs (spec part 2 §2). */
export default function DashboardRoute() {
  const { t } = useLingui();
  const [active, setActive] = useState('orders');
  const tabs = [
    { id: 'orders', label: t`Orders` },
    { id: 'family', label: t`Family Details` },
  ];
  return (
    <>
      <PageTitle title={t`Dashboard`} />
      <Tabs tabs={tabs} active={active} onChange={setActive} label={t`Dashboard`}>
        {(current, panelProps) => (
          <div {...panelProps} className="sn-tabs__panel">
            {current === 'orders' ? (
              <OrdersPanel subscriptionsTab={<SubscriptionsTab />} />
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

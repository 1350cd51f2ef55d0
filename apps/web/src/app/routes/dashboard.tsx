import { lazy, Suspense, useState } from 'react';
import { PageTitle } from '../../components/page-title/page-title';
import { Spinner } from '../../components/spinner/spinner';
import { OrdersPanel } from '../../features/orders/components/orders-panel';
import { Tabs } from '../../features/orders/components/tabs';
import '../../features/orders/components/orders.css';

// The Family Details and Subscription tabs belong to their features; the Dashboard only places them.
const FamilyDetailsTab = lazy(() => import('../../features/family/components/family-details-tab'));
const SubscriptionsTab = lazy(() => import('../../features/subscriptions/components/subscriptions-tab'));

const DASHBOARD_TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'family', label: 'Family Details' },
];

/** `/account/profile` — Dashboard with the Orders and Family Details tabs (spec part 2 §2). */
export default function DashboardRoute() {
  const [active, setActive] = useState('orders');
  return (
    <>
      <PageTitle title="Dashboard" />
      <Tabs tabs={DASHBOARD_TABS} active={active} onChange={setActive} label="Dashboard">
        {(current, panelProps) => (
          <div {...panelProps} className="sn-tabs__panel">
            {current === 'orders' ? (
              <OrdersPanel subscriptionsTab={<SubscriptionsTab />} />
            ) : (
              <Suspense fallback={<Spinner label="Loading family details" />}>
                <FamilyDetailsTab />
              </Suspense>
            )}
          </div>
        )}
      </Tabs>
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { PageTitle } from '../../../components/page-title/page-title';
import { Spinner } from '../../../components/spinner/spinner';
import { OrdersPanel } from '../components/orders-panel';
import { Tabs } from '../components/tabs';
import '../components/orders.css';

// The Family Details tab belongs to the families feature; the Dashboard only places it.
const FamilyDetailsTab = lazy(() => import('../../family/components/family-details-tab'));

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
              <OrdersPanel />
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

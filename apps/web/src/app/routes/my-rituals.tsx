import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { PageTitle } from '../../components/page-title/page-title';
import { OrdersPanel } from '../../features/orders/components/orders-panel';
import '../../features/orders/components/orders.css';
import { MyWaitingList } from '../../features/waiting-list/components/my-waiting-list';

// The Subscription tab is built by the subscriptions feature; loaded only when a centre that enables it opens it.
const SubscriptionsTab = lazy(() => import('../../features/subscriptions/components/subscriptions-tab'));

/** `/account` — My Rituals (spec part 2 §2 Orders). */
export default function MyRitualsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`My Rituals`} />
      <MyWaitingList />
      <OrdersPanel subscriptionsTab={<SubscriptionsTab />} />
    </>
  );
}

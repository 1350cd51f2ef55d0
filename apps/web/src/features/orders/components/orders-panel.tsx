import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ORDERS_TOAST_DURATION_MS } from '@sannidhi/domain/constants';
import type { OrderListKind } from '../../../api/orders';
import { Spinner } from '../../../components/spinner/spinner';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useOrderDialogs } from '../hooks/use-order-dialogs';
import { OrderDialogsView } from './order-dialogs';
import { OrderList } from './order-list';
import { Tabs } from './tabs';

export const NO_CENTER_MESSAGE = 'Please select a center to see your orders';

const ORDER_TABS: { id: OrderListKind; label: string }[] = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
  { id: 'onHold', label: 'On Hold' },
];

/**
 * Upcoming / Past / On Hold (and Subscription where enabled); Past and On Hold load when first opened. The
 * Subscription tab belongs to the subscriptions feature: the screen that places this panel passes it in.
 */
export function OrdersPanel({ subscriptionsTab }: { subscriptionsTab: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const center = session.currentCenter;
  const mayBookForOthers = session.hasUserPermissionToBookForOthers;
  const [active, setActive] = useState<string>('upcoming');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set(['upcoming']));
  const dialogs = useOrderDialogs();

  useEffect(() => {
    if (mayBookForOthers) {
      void navigate('/', { replace: true });
    } else if (!center) {
      toast.error(NO_CENTER_MESSAGE, { duration: ORDERS_TOAST_DURATION_MS });
      void navigate('/', { replace: true });
    }
  }, [center, mayBookForOthers, navigate]);

  if (!center || mayBookForOthers) return null;
  const tabs = [
    ...ORDER_TABS,
    ...(center.meta.showSubscriptions ? [{ id: 'subscription', label: 'Subscription' }] : []),
  ];
  const choose = (id: string) => {
    setActive(id);
    setOpened((prev) => (prev.has(id) ? prev : new Set([...prev, id])));
  };

  return (
    <>
      <Tabs tabs={tabs} active={active} onChange={choose} label="Orders">
        {(current, panelProps) => (
          <div {...panelProps} className="sn-tabs__panel">
            {ORDER_TABS.filter((t) => opened.has(t.id)).map((t) => (
              <div key={t.id} hidden={t.id !== current}>
                <OrderList
                  kind={t.id}
                  ssoId={session.userId}
                  center={center}
                  dialogs={dialogs}
                  label={`${t.label} orders`}
                  hidden={t.id !== current}
                />
              </div>
            ))}
            {current === 'subscription' && (
              <Suspense fallback={<Spinner label="Loading subscriptions" />}>{subscriptionsTab}</Suspense>
            )}
          </div>
        )}
      </Tabs>
      <OrderDialogsView dialogs={dialogs} />
    </>
  );
}

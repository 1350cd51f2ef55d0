import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

export const NO_CENTER_MESSAGE = msg`Please select a center to see your orders`;

const ORDER_TABS: { id: OrderListKind; label: MessageDescriptor; listLabel: MessageDescriptor }[] = [
  {
    id: 'upcoming',
    label: msg({ comment: 'A tab of My Rituals: bookings still to come', message: 'Upcoming' }),
    listLabel: msg`Upcoming orders`,
  },
  {
    id: 'past',
    label: msg({ comment: 'A tab of My Rituals: bookings whose date has passed', message: 'Past' }),
    listLabel: msg`Past orders`,
  },
  {
    id: 'onHold',
    label: msg({
      comment: 'A tab of My Rituals: bookings put on hold, waiting for a new date',
      message: 'On Hold',
    }),
    listLabel: msg`On Hold orders`,
  },
];

/**
 * Upcoming / Past / On Hold (and Subscription where enabled); Past and On Hold load when first opened. The
 * Subscription tab belongs to the subscriptions feature: the screen that places this panel passes it in.
 */
export function OrdersPanel({
  subscriptionsTab,
  initialTab = 'upcoming',
}: {
  subscriptionsTab: ReactNode;
  /** The tab to open first (the Dashboard's `?tab=subscription`, the link of a subscription's notice). */
  initialTab?: string;
}) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const center = session.currentCenter;
  const mayBookForOthers = session.hasUserPermissionToBookForOthers;
  // Only a tab this centre has: the Subscription tab only where the centre shows subscriptions.
  const first = initialTab === 'subscription' && center?.meta.showSubscriptions ? 'subscription' : 'upcoming';
  const [active, setActive] = useState<string>(first);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set([first]));
  const dialogs = useOrderDialogs();

  useEffect(() => {
    if (mayBookForOthers) {
      void navigate('/', { replace: true });
    } else if (!center) {
      toast.error(i18n._(NO_CENTER_MESSAGE), { duration: ORDERS_TOAST_DURATION_MS });
      void navigate('/', { replace: true });
    }
  }, [center, mayBookForOthers, navigate, i18n]);

  if (!center || mayBookForOthers) return null;
  const tabs = [
    ...ORDER_TABS.map((tab) => ({ id: tab.id, label: i18n._(tab.label) })),
    ...(center.meta.showSubscriptions
      ? [
          {
            id: 'subscription',
            label: t({ comment: 'A tab of My Rituals: monthly subscriptions', message: 'Subscription' }),
          },
        ]
      : []),
  ];
  const choose = (id: string) => {
    setActive(id);
    setOpened((prev) => (prev.has(id) ? prev : new Set([...prev, id])));
  };

  return (
    <>
      <Tabs tabs={tabs} active={active} onChange={choose} label={t`Orders`}>
        {(current, panelProps) => (
          <div {...panelProps} className="sn-tabs__panel">
            {ORDER_TABS.filter((tab) => opened.has(tab.id)).map((tab) => (
              <div key={tab.id} hidden={tab.id !== current}>
                <OrderList
                  kind={tab.id}
                  ssoId={session.userId}
                  center={center}
                  dialogs={dialogs}
                  label={i18n._(tab.listLabel)}
                  hidden={tab.id !== current}
                />
              </div>
            ))}
            {current === 'subscription' && (
              <Suspense fallback={<Spinner label={t`Loading subscriptions`} />}>{subscriptionsTab}</Suspense>
            )}
          </div>
        )}
      </Tabs>
      <OrderDialogsView dialogs={dialogs} />
    </>
  );
}

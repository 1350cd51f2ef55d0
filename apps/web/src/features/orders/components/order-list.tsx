import { useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Center } from '@sannidhi/domain/catalogue';
import { orderListOptions, type OrderListKind } from '../../../api/orders';
import { Spinner } from '../../../components/spinner/spinner';
import type { OrderDialogs } from '../hooks/use-order-dialogs';
import { groupOrders } from '../lib/group-orders';
import { BookingCard } from './booking-card';

/** Height of the virtualised list (spec part 2 §2). */
const LIST_HEIGHT_PX = 400;
const ESTIMATED_CARD_PX = 320;

/** One tab's orders: infinite scroll over pages, only the visible booking cards rendered. */
export function OrderList({
  kind,
  ssoId,
  center,
  dialogs,
  label,
}: {
  kind: OrderListKind;
  ssoId: string;
  center: Center;
  dialogs: OrderDialogs;
  label: string;
}) {
  const query = useInfiniteQuery(orderListOptions(kind, ssoId, center.id));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const groups = useMemo(
    () => groupOrders(query.data?.pages.flat() ?? [], kind === 'upcoming'),
    [query.data, kind],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: groups.length + 1, // the last row is the footer
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= groups.length - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastIndex, groups.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const now = new Date();
  const footer = query.isPending
    ? null
    : groups.length === 0 && !hasNextPage
      ? 'No orders to show'
      : hasNextPage
        ? null
        : 'No more orders to show';

  return (
    <div
      ref={scrollRef}
      className="sn-order-list"
      style={{ height: LIST_HEIGHT_PX }}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start}px)`,
            }}
          >
            {item.index < groups.length ? (
              <BookingCard group={groups[item.index]!} center={center} dialogs={dialogs} now={now} />
            ) : (
              <div className="sn-order-list__footer">
                {query.isPending || isFetchingNextPage ? <Spinner label="Loading orders" /> : null}
                {footer && <p>{footer}</p>}
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

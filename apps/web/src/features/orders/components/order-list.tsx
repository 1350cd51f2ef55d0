import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import type { Center } from '@sannidhi/domain/catalogue';
import { orderListOptions, type OrderListKind } from '../../../api/orders';
import { Spinner } from '../../../components/spinner/spinner';
import type { OrderDialogs } from '../hooks/use-order-dialogs';
import { useMediaQuery } from '../hooks/use-media-query';
import { groupOrders } from '../lib/group-orders';
import { BookingCard } from './booking-card';

/** Height of the virtualised list on a desktop screen (spec part 2 §2). */
const LIST_HEIGHT_PX = 400;
const ESTIMATED_CARD_PX = 320;
/** From this width the list is the spec's 400 px box; below it, it grows with the page (docs/decisions.md). */
export const DESKTOP_QUERY = '(min-width: 768px)';

interface RowsProps {
  count: number;
  label: string;
  hidden: boolean;
  renderRow: (index: number) => ReactNode;
  onRange: (lastIndex: number) => void;
}

/** The rendered rows of a virtualiser, placed at their offsets. */
function Rows({
  virtualizer,
  offset,
  renderRow,
}: {
  virtualizer: {
    getTotalSize: () => number;
    getVirtualItems: () => VirtualItem[];
    measureElement: (node: Element | null) => void;
  };
  offset: number;
  renderRow: (index: number) => ReactNode;
}) {
  return (
    <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - offset}px)`,
          }}
        >
          {renderRow(item.index)}
        </div>
      ))}
    </div>
  );
}

/** Desktop: the spec's 400 px scroll box, only the visible booking cards rendered. */
function BoxList({ count, label, hidden, renderRow, onRange }: RowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 3,
    enabled: !hidden,
  });
  const lastIndex = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => onRange(lastIndex), [lastIndex, onRange]);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    // Order details opened low in the box: scroll so the card's bottom (or as much as fits) shows (issue 26 walk).
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.open)
        revealOpened(scroller, event.target);
    };
    // 'toggle' does not bubble: listen in the capture phase.
    scroller.addEventListener('toggle', onToggle, true);
    return () => scroller.removeEventListener('toggle', onToggle, true);
  }, []);
  return (
    <div
      ref={scrollRef}
      className="sn-order-list"
      style={{ height: LIST_HEIGHT_PX }}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <Rows virtualizer={virtualizer} offset={0} renderRow={renderRow} />
    </div>
  );
}

/**
 * Scrolls the box so the booking card of an opened order details ends inside it, without moving the details' own
 * summary (what was just pressed) above the box's top: a card taller than the box shows as much as fits.
 */
function revealOpened(scroller: HTMLElement, details: HTMLDetailsElement) {
  const box = scroller.getBoundingClientRect();
  const cardBottom = (details.closest('article') ?? details).getBoundingClientRect().bottom;
  const below = cardBottom - box.bottom;
  if (below <= 0) return;
  const room = details.getBoundingClientRect().top - box.top;
  scroller.scrollTop += Math.max(0, Math.min(below, room));
}

/** Phone: the list grows with the page (the window scrolls), still rendering only the cards near the screen. */
function PageList({ count, label, hidden, renderRow, onRange }: RowsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: the window's scroll counts from there.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (!hidden && Math.abs(top - offset) > 1) setOffset(top);
  }, [hidden, offset, count]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 3,
    // Not the window's scroll at mount: a navigation mounts this page before the router scrolls the window to the
    // top, so the previous page's scroll (a long booking page) was taken as the list's, and measuring the cards
    // "kept them in place" by scrolling the window down to the footer. The first scroll event gives the real offset.
    initialOffset: 0,
    scrollMargin: offset,
    enabled: !hidden,
  });
  const lastIndex = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => onRange(lastIndex), [lastIndex, onRange]);
  return (
    <div ref={listRef} className="sn-order-list sn-order-list--page" role="region" aria-label={label}>
      <Rows virtualizer={virtualizer} offset={virtualizer.options.scrollMargin} renderRow={renderRow} />
    </div>
  );
}

/** One tab's orders: infinite scroll over pages, only the visible booking cards rendered. */
export function OrderList({
  kind,
  ssoId,
  center,
  dialogs,
  label,
  hidden = false,
}: {
  kind: OrderListKind;
  ssoId: string;
  center: Center;
  dialogs: OrderDialogs;
  label: string;
  /** The list of a tab not shown now: kept, not measured. */
  hidden?: boolean;
}) {
  const { t } = useLingui();
  const query = useInfiniteQuery(orderListOptions(kind, ssoId, center.id));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const groups = useMemo(
    () => groupOrders(query.data?.pages.flat() ?? [], kind === 'upcoming'),
    [query.data, kind],
  );
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const groupCount = groups.length;
  const onRange = useMemo(
    () => (lastIndex: number) => {
      if (lastIndex >= groupCount - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [groupCount, hasNextPage, isFetchingNextPage, fetchNextPage],
  );

  const now = new Date();
  const footer = query.isPending
    ? null
    : groups.length === 0 && !hasNextPage
      ? t`No orders to show`
      : hasNextPage
        ? null
        : t`No more orders to show`;

  const renderRow = (index: number) =>
    index < groups.length ? (
      <BookingCard group={groups[index]!} center={center} dialogs={dialogs} now={now} />
    ) : (
      <div className="sn-order-list__footer">
        {query.isPending || isFetchingNextPage ? <Spinner label={t`Loading orders`} /> : null}
        {footer && <p>{footer}</p>}
      </div>
    );

  const List = isDesktop ? BoxList : PageList;
  return (
    <List
      count={groups.length + 1 /* the last row is the footer */}
      label={label}
      hidden={hidden}
      renderRow={renderRow}
      onRange={onRange}
    />
  );
}

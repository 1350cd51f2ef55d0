/**
 * The dialogs of My Rituals (spec part 2 §2): Modify (No/Yes → reschedule choice), Cancel ('Reschedule' /
 * 'Cancel Ritual' where cancelling is allowed, otherwise No/Yes), and the Reschedule choice ('Reschedule Now' opens
 * the booking page in reschedule mode, 'Reschedule Later' holds the order and its sisters). The choice dialog opens
 * 300 ms after the dialog before it has closed.
 */
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ORDERS_TOAST_DURATION_MS, RESCHEDULE_DIALOG_REOPEN_MS } from '@sannidhi/domain/constants';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { useCancelOrders, useHoldOrder } from '../../../api/orders';
import { toast } from '../../../components/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { bookRitualPath } from '../../../lib/paths';
import { reschedulingState } from '../../../lib/rescheduling-hand-off';
import { reschedulingOrderDetails } from '../lib/rescheduling-hand-off';

export type OrderDialog =
  | { kind: 'none' }
  | { kind: 'modify'; order: OrderView; group: OrderView[] }
  | { kind: 'cancel'; order: OrderView; group: OrderView[] }
  | { kind: 'choice'; order: OrderView; group: OrderView[] };

export const CANCEL_SUCCESS = 'Order cancelled successfully';
export const CANCEL_FAILURE = 'Something went wrong,please cancel again';
export const ALREADY_ON_HOLD = 'Order already on hold!';
export const MODIFY_SUCCESS = 'Order modified successfully';
export const GENERIC_FAILURE = 'Something went wrong, please try again';
/** Said beside MODIFY_SUCCESS after Reschedule Later: what "modified" meant, and where the booking is now. */
export const HELD_NOTE = 'Your booking is on hold: choose its new date from the On Hold tab within 90 days.';

/** A spec text with a line beside it that says more (the server's reason, what happened). */
function withNote(text: string, note: string | null) {
  return note
    ? createElement(
        'span',
        { className: 'sn-toast-lines' },
        createElement('span', null, text),
        createElement('span', null, note),
      )
    : text;
}

/** The server's reason for a refusal, when it gave one in words (a 4xx `{ message }`). */
const reasonOf = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : null;

export function useOrderDialogs() {
  const [dialog, setDialog] = useState<OrderDialog>({ kind: 'none' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigate = useNavigate();
  const cancel = useCancelOrders();
  const hold = useHoldOrder();
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const close = useCallback(() => setDialog({ kind: 'none' }), []);
  const openChoiceSoon = useCallback((order: OrderView, group: OrderView[]) => {
    setDialog({ kind: 'none' });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setDialog({ kind: 'choice', order, group }),
      RESCHEDULE_DIALOG_REOPEN_MS,
    );
  }, []);

  const rescheduleNow = useCallback(
    (order: OrderView, group: OrderView[]) => {
      setDialog({ kind: 'none' });
      void navigate(bookRitualPath(order.productId), {
        state: reschedulingState(reschedulingOrderDetails(order, group)),
      });
    },
    [navigate],
  );

  const rescheduleLater = useCallback(
    (order: OrderView) => {
      hold.mutate(order.id, {
        onSuccess: () => toast.success(withNote(MODIFY_SUCCESS, HELD_NOTE)),
        onError: (err) =>
          toast.error(err instanceof ApiError && err.status === 409 ? ALREADY_ON_HOLD : GENERIC_FAILURE, {
            duration: ORDERS_TOAST_DURATION_MS,
          }),
        onSettled: () => setDialog({ kind: 'none' }),
      });
    },
    [hold],
  );

  const cancelOrder = useCallback(
    (order: OrderView) => {
      cancel.mutate([order.id], {
        onSuccess: () => toast.success(CANCEL_SUCCESS),
        // The spec's toast, and beside it why the server refused (the list reloads and says so on the card).
        onError: (err) =>
          toast.error(withNote(CANCEL_FAILURE, reasonOf(err)), { duration: ORDERS_TOAST_DURATION_MS }),
        onSettled: () => setDialog({ kind: 'none' }),
      });
    },
    [cancel],
  );

  return {
    dialog,
    close,
    openModify: (order: OrderView, group: OrderView[]) => setDialog({ kind: 'modify', order, group }),
    openCancel: (order: OrderView, group: OrderView[]) => setDialog({ kind: 'cancel', order, group }),
    openChoice: (order: OrderView, group: OrderView[]) => setDialog({ kind: 'choice', order, group }),
    openChoiceSoon,
    rescheduleNow,
    rescheduleLater,
    cancelOrder,
    isHolding: hold.isPending,
    isCancelling: cancel.isPending,
  };
}

export type OrderDialogs = ReturnType<typeof useOrderDialogs>;

/**
 * The dialogs of My Rituals (spec part 2 §2): Modify (No/Yes → reschedule choice), Cancel ('Reschedule' /
 * 'Cancel Ritual' where cancelling is allowed, otherwise No/Yes), and the Reschedule choice ('Reschedule Now' opens
 * the booking page in reschedule mode, 'Reschedule Later' holds the order and its sisters). The choice dialog opens
 * 300 ms after the dialog before it has closed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ORDERS_TOAST_DURATION_MS, RESCHEDULE_DIALOG_REOPEN_MS } from '@sannidhi/domain/constants';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { useCancelOrders, useHoldOrder } from '../../../api/orders';
import { toast } from '../../../components/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { bookRitualPath } from '../../../lib/paths';
import { reschedulingOrderDetails } from '../lib/rescheduling-hand-off';

export type OrderDialog =
  | { kind: 'none' }
  | { kind: 'modify'; order: OrderView; group: OrderView[] }
  | { kind: 'cancel'; order: OrderView; group: OrderView[]; allowed: boolean }
  | { kind: 'choice'; order: OrderView; group: OrderView[] };

export const CANCEL_SUCCESS = 'Order cancelled successfully';
export const CANCEL_FAILURE = 'Something went wrong,please cancel again';
export const ALREADY_ON_HOLD = 'Order already on hold!';
export const MODIFY_SUCCESS = 'Order modified successfully';
export const GENERIC_FAILURE = 'Something went wrong, please try again';

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
        state: { reschedulingOrderDetails: reschedulingOrderDetails(order, group) },
      });
    },
    [navigate],
  );

  const rescheduleLater = useCallback(
    (order: OrderView) => {
      hold.mutate(order.id, {
        onSuccess: () => toast.success(MODIFY_SUCCESS),
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
        onError: () => toast.error(CANCEL_FAILURE, { duration: ORDERS_TOAST_DURATION_MS }),
        onSettled: () => setDialog({ kind: 'none' }),
      });
    },
    [cancel],
  );

  return {
    dialog,
    close,
    openModify: (order: OrderView, group: OrderView[]) => setDialog({ kind: 'modify', order, group }),
    openCancel: (order: OrderView, group: OrderView[], allowed: boolean) =>
      setDialog({ kind: 'cancel', order, group, allowed }),
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

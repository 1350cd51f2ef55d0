/**
 * The dialogs of My Rituals (spec part 2 §2): Modify (No/Yes → reschedule choice), Cancel ('Reschedule' /
 * 'Cancel Ritual' where cancelling is allowed, otherwise No/Yes), and the Reschedule choice ('Reschedule Now' opens
 * the booking page in reschedule mode, 'Reschedule Later' holds the order and its sisters). The choice dialog opens
 * 300 ms after the dialog before it has closed.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ORDERS_TOAST_DURATION_MS, RESCHEDULE_DIALOG_REOPEN_MS } from '@sannidhi/domain/constants';
import type { OrderView } from '@sannidhi/domain/contracts/my-orders';
import { useCancelOrders, useHoldOrder } from '../../../api/orders';
import { toast } from '../../../components/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { inUiLanguage } from '../../../lib/domain-texts';
import { bookRitualPath } from '../../../lib/paths';
import { reschedulingState } from '../../../lib/rescheduling-hand-off';
import { reschedulingOrderDetails } from '../lib/rescheduling-hand-off';

export type OrderDialog =
  | { kind: 'none' }
  | { kind: 'modify'; order: OrderView; group: OrderView[] }
  | { kind: 'cancel'; order: OrderView; group: OrderView[] }
  | { kind: 'choice'; order: OrderView; group: OrderView[] };

export const CANCEL_SUCCESS = msg`Order cancelled successfully`;
export const CANCEL_FAILURE = msg`Something went wrong,please cancel again`;
export const ALREADY_ON_HOLD = msg`Order already on hold!`;
export const MODIFY_SUCCESS = msg`Order modified successfully`;
export const GENERIC_FAILURE = msg`Something went wrong, please try again`;
/** Said beside MODIFY_SUCCESS after Reschedule Later: what "modified" meant, and where the booking is now. */
export const HELD_NOTE = msg`Your booking is on hold: choose its new date from the On Hold tab within 90 days.`;

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

/** The server's reason for a refusal, when it gave one in words (a 4xx `{ message }`), in the language shown. */
const reasonOf = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message
    ? inUiLanguage(err.message)
    : null;

export function useOrderDialogs() {
  const { i18n } = useLingui();
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
        onSuccess: () => toast.success(withNote(i18n._(MODIFY_SUCCESS), i18n._(HELD_NOTE))),
        onError: (err) =>
          toast.error(
            i18n._(err instanceof ApiError && err.status === 409 ? ALREADY_ON_HOLD : GENERIC_FAILURE),
            {
              duration: ORDERS_TOAST_DURATION_MS,
            },
          ),
        onSettled: () => setDialog({ kind: 'none' }),
      });
    },
    [hold, i18n],
  );

  const cancelOrder = useCallback(
    (order: OrderView) => {
      cancel.mutate([order.id], {
        onSuccess: () => toast.success(i18n._(CANCEL_SUCCESS)),
        // The spec's toast, and beside it why the server refused (the list reloads and says so on the card).
        onError: (err) =>
          toast.error(withNote(i18n._(CANCEL_FAILURE), reasonOf(err)), {
            duration: ORDERS_TOAST_DURATION_MS,
          }),
        onSettled: () => setDialog({ kind: 'none' }),
      });
    },
    [cancel, i18n],
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

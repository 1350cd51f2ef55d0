/**
 * Reschedule mode of the booking page (spec part 2 §2, §7): the chosen date is sent to POST /order/reschedule with
 * the order's options; nothing is added to the cart and nothing goes to payment. Success shows 'Order has been
 * modified successfully!' and returns to /account after 1 s.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MODIFY_REDIRECT_DELAY_MS, ORDERS_TOAST_DURATION_MS } from '@sannidhi/domain/constants';
import { isAlreadyMovedMessage } from '@sannidhi/domain/order-rules';
import { useRescheduleOrder } from '../../../../api/orders';
import { toast } from '../../../../components/toast/toast-store';
import { ApiError, genericErrorMessage } from '../../../../lib/api-client';
import { inUiLanguage } from '../../../../lib/domain-texts';
import { getSession } from '../../../../lib/session';
import { PATHS } from '../../../../lib/paths';
import { trimAddress, type AddressValues } from '../lib/address';
import type { BookingSlot } from '../lib/slots';
import type { Rescheduling } from '../lib/rescheduling';

export const RESCHEDULE_SUCCESS = msg`Order has been modified successfully!`;
export const RESCHEDULE_NO_CENTER = msg`Something went wrong.`;

export function useRescheduleSubmit(rescheduling: Rescheduling | null) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const mutation = useRescheduleOrder();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const submit = (slot: BookingSlot, options: { wantsPrasadam: boolean; address: AddressValues }) => {
    if (!rescheduling) return;
    const center = getSession().currentCenter;
    if (!center) {
      toast.error(i18n._(RESCHEDULE_NO_CENTER), { duration: ORDERS_TOAST_DURATION_MS });
      return;
    }
    const meta = rescheduling.meta ?? {};
    mutation.mutate(
      {
        orderId: rescheduling.orderId,
        itemId: rescheduling.itemId,
        slotId: slot.id,
        inPerson: slot.inPerson,
        hasPrasadam: options.wantsPrasadam,
        prasadamDeliveryAddress: options.wantsPrasadam ? trimAddress(options.address) : null,
        meta: {
          ...(Array.isArray(meta.members) ? { members: meta.members as { name: string }[] } : {}),
          ...(Array.isArray(meta.nakshatramLanguageList)
            ? { nakshatramLanguageList: meta.nakshatramLanguageList as unknown[] }
            : {}),
        },
        center: center.id,
        sisterOrderIds: rescheduling.sisterOrderIds,
        // The date this page was opened for: if another window moved the order since, the server says where to.
        ...(rescheduling.slotId ? { fromSlotId: rescheduling.slotId } : {}),
      },
      {
        onSuccess: () => {
          toast.success(i18n._(RESCHEDULE_SUCCESS));
          timer.current = setTimeout(() => void navigate(PATHS.account), MODIFY_REDIRECT_DELAY_MS);
        },
        onError: (err) => {
          toast.error(
            err instanceof ApiError && err.status >= 400 && err.status < 500
              ? inUiLanguage(err.message)
              : genericErrorMessage(),
            {
              duration: ORDERS_TOAST_DURATION_MS,
            },
          );
          // Already moved in another window (409 naming where): My Rituals shows the booking as it is now.
          if (err instanceof ApiError && err.status === 409 && isAlreadyMovedMessage(err.message))
            timer.current = setTimeout(() => void navigate(PATHS.account), MODIFY_REDIRECT_DELAY_MS);
        },
      },
    );
  };
  return { submit, isPending: mutation.isPending, isDone: mutation.isSuccess };
}

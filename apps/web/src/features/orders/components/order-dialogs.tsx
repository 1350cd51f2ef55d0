import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@sannidhi/domain/money';
import { rescheduleAvailability } from '@sannidhi/domain/order-rules';
import { refundAmountOptions } from '../../../api/orders';
import { Button } from '../../../components/button/button';
import { ConfirmDialog, Dialog } from '../../../components/dialog/dialog';
import type { OrderDialogs } from '../hooks/use-order-dialogs';

export const NO_REFUND_TERMS = msg`Please note: cancelling this registration is final and no refund will be given.`;

/** Cancellation terms: no refund, except at centres whose policy at purchase refunds, with the total amount. */
function RefundTerms({ orderIds, refundOnCancel }: { orderIds: string[]; refundOnCancel: boolean }) {
  const { i18n } = useLingui();
  const refund = useQuery(refundAmountOptions(orderIds, refundOnCancel));
  if (!refundOnCancel) return <p className="sn-order-terms">{i18n._(NO_REFUND_TERMS)}</p>;
  if (refund.isPending)
    return (
      <p className="sn-order-terms">
        <Trans>Checking the refund amount…</Trans>
      </p>
    );
  if (!refund.data)
    return (
      <p className="sn-order-terms">
        <Trans>The refund amount could not be loaded. Please try again.</Trans>
      </p>
    );
  const amount = formatMoney(refund.data.refundAmount, refund.data.currency);
  return (
    <p className="sn-order-terms">
      <Trans>
        Total refund amount: <strong>{amount}</strong>. It is returned to your original payment method.
      </Trans>
    </p>
  );
}

export function OrderDialogsView({ dialogs }: { dialogs: OrderDialogs }) {
  const { t } = useLingui();
  const { dialog } = dialogs;
  // 'Reschedule' or 'Cancel Ritual' where rescheduling is the alternative; otherwise No/Yes (docs/decisions.md,
  // "My Rituals: no dead ends"). 'Cancel This Registration' opens this only where the cancel rule allows.
  const offersReschedule =
    dialog.kind === 'cancel' &&
    rescheduleAvailability(dialog.order, dialog.order.productInfo.config, new Date()).enabled;
  return (
    <>
      <ConfirmDialog
        open={dialog.kind === 'modify'}
        title={t`Modify Ritual`}
        message={t`Do you want to modify this registration?`}
        onCancel={dialogs.close}
        onConfirm={() => dialog.kind === 'modify' && dialogs.openChoiceSoon(dialog.order, dialog.group)}
      />
      {dialog.kind === 'cancel' && offersReschedule && (
        <Dialog
          open
          onClose={dialogs.close}
          title={t`Cancel Ritual`}
          description={t`Would you like to reschedule this registration instead of cancelling it?`}
          actions={
            <>
              <Button
                variant="secondary"
                data-autofocus
                disabled={dialogs.isCancelling}
                onClick={() => dialogs.openChoiceSoon(dialog.order, dialog.group)}
              >
                <Trans comment="A button of the Cancel Ritual dialog: move the booking to another date instead">
                  Reschedule
                </Trans>
              </Button>
              <Button
                variant="danger"
                loading={dialogs.isCancelling}
                onClick={() => dialogs.cancelOrder(dialog.order)}
              >
                <Trans comment="A button of the Cancel Ritual dialog: cancel the booking (Cancel is the verb)">
                  Cancel Ritual
                </Trans>
              </Button>
            </>
          }
        >
          <RefundTerms orderIds={[dialog.order.id]} refundOnCancel={dialog.order.refundOnCancel} />
        </Dialog>
      )}
      {dialog.kind === 'cancel' && !offersReschedule && (
        <ConfirmDialog
          open
          title={t`Cancel Ritual`}
          message={
            <>
              <span>
                <Trans>Do you want to cancel this registration?</Trans>
              </span>
              <RefundTerms orderIds={[dialog.order.id]} refundOnCancel={dialog.order.refundOnCancel} />
            </>
          }
          busy={dialogs.isCancelling}
          onCancel={dialogs.close}
          onConfirm={() => dialogs.cancelOrder(dialog.order)}
        />
      )}
      <Dialog
        open={dialog.kind === 'choice'}
        onClose={dialogs.close}
        title={t`Reschedule Ritual`}
        description={t`Choose a new date now, or put this registration on hold and choose a date within 90 days of the original ritual date.`}
        actions={
          dialog.kind === 'choice' && (
            <>
              <Button
                variant="secondary"
                loading={dialogs.isHolding}
                onClick={() => dialogs.rescheduleLater(dialog.order)}
              >
                <Trans>Reschedule Later</Trans>
              </Button>
              <Button
                data-autofocus
                disabled={dialogs.isHolding}
                onClick={() => dialogs.rescheduleNow(dialog.order, dialog.group)}
              >
                <Trans>Reschedule Now</Trans>
              </Button>
            </>
          )
        }
      />
    </>
  );
}

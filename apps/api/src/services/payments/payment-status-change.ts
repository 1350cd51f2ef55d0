// What a payment status change is given and what it answers: shared by applyPaymentStatus and the late-payment
// path it hands over to (kept apart so that neither imports the other back).
import type { PaymentStatus } from '@sannidhi/domain/enums';
import type { PaymentRow } from '../../repositories/payments';

export interface IncomingStatus {
  status: PaymentStatus;
  transactionId?: string | null;
  errorCode?: string | null;
  errorReason?: string | null;
  errorMsg?: string | null;
  gateway?: Record<string, unknown>;
  source: 'notification' | 'status-query' | 'terminal' | 'expiry' | 'volunteer';
}

export interface AppliedStatus {
  applied: boolean;
  payment: PaymentRow;
}

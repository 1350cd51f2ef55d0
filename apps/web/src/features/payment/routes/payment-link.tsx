import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title/page-title';

/** `/payment/:paymentId` — payment link page (no login wrapper; spec part 1 §2). */
export default function PaymentLinkRoute() {
  const { paymentId = '' } = useParams();
  return (
    <>
      <PageTitle title="Payment" />
      <p>Payment {paymentId} will be handed to the payment gateway from here.</p>
    </>
  );
}

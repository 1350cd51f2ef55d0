import { PageTitle } from '../../../components/page-title/page-title';

/** `/payment/result` — result screen after an in-app payment (reads navigation state). */
export default function PaymentResultRoute() {
  return (
    <>
      <PageTitle title="Payment result" />
      <p>The result of your payment will appear here.</p>
    </>
  );
}

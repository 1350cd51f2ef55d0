import { PageTitle } from '../../../components/page-title/page-title';

/** `/gpmsResponse` — return address of the payment gateway (spec part 1 §2 Payment result page). */
export default function GpmsResponseRoute() {
  return (
    <>
      <PageTitle title="Payment status" />
      <p>The status of your payment will appear here.</p>
    </>
  );
}

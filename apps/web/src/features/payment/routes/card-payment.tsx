import { PageTitle } from '../../../components/page-title/page-title';

/** `/card-payment` — card-terminal payment screen (login required; path not spelled in the spec). */
export default function CardPaymentRoute() {
  return (
    <>
      <PageTitle title="Card payment" />
      <p>The card terminal payment screen will appear here.</p>
    </>
  );
}

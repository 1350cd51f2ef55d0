import { PageTitle } from '../../../components/page-title/page-title';
import { OrdersPanel } from '../components/orders-panel';
import '../components/orders.css';

/** `/account` — My Rituals (spec part 2 §2 Orders). */
export default function MyRitualsRoute() {
  return (
    <>
      <PageTitle title="My Rituals" />
      <OrdersPanel />
    </>
  );
}

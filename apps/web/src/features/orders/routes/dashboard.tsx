import { PageTitle } from '../../../components/page-title/page-title';

/** `/account/profile` — dashboard with the Orders and Family Details tabs (spec part 2 §2). */
export default function DashboardRoute() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <p>Your orders and family details will appear here.</p>
    </>
  );
}

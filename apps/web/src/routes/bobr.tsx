import { PageTitle } from '../components/page-title/page-title';

/** `/bobr` — the route exists; its content is not shown in the spec. */
export default function BobrRoute() {
  return (
    <>
      <PageTitle title="BOBR" />
      <p>There is nothing on this page yet.</p>
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { PageTitle } from '../components/page-title/page-title';

/** `/bobr` — the route exists; its content is not shown in the spec. */
export default function BobrRoute() {
  return (
    <>
      <PageTitle title="BOBR" />
      <p>
        <Trans>There is nothing on this page yet.</Trans>
      </p>
    </>
  );
}

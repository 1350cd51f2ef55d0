import { PageTitle } from '../../../components/page-title/page-title';

/** `/` — centre selection (spec part 1 §2, §4). The centre list is built by the centres task. */
export default function CenterSelectionRoute() {
  return (
    <>
      <PageTitle
        title="Select a centre"
        subtitle="Select a centre to explore rituals and offerings. You may change this later at any point."
      />
      <p>The centres will be listed here.</p>
    </>
  );
}

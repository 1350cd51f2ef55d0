import { PageTitle } from '../../../components/page-title/page-title';

/** `/devoteeProfileDetails` — the devotee an office volunteer books for (spec part 1 §4 step 6). */
export default function DevoteeProfileDetailsRoute() {
  return (
    <>
      <PageTitle title="Devotee details" />
      <p>Enter the devotee you are booking for here.</p>
    </>
  );
}

import { PageTitle } from '../../../components/page-title/page-title';

/** `/rituals` — ritual list of the current centre (spec part 1 §2). */
export default function RitualListRoute() {
  return (
    <>
      <PageTitle title="Rituals & Offerings" />
      <p>The rituals and offerings of the current centre will be listed here.</p>
    </>
  );
}

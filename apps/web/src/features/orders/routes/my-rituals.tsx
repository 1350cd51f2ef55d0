import { PageTitle } from '../../../components/page-title/page-title';

/** `/account` — My Rituals (spec part 2 §2 Orders). */
export default function MyRitualsRoute() {
  return (
    <>
      <PageTitle title="My Rituals" />
      <p>Your orders will appear here.</p>
    </>
  );
}

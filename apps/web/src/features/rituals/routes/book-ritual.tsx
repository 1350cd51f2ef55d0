import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title/page-title';

/** `/rituals/book-ritual/:id` — ritual booking page, also used for rescheduling. */
export default function BookRitualRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Book a ritual" />
      <p>The booking calendar for ritual {id} will appear here.</p>
    </>
  );
}

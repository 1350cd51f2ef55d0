import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title/page-title';

/** `/eventRituals/:packageTag` — event package entry (spec part 1 §4). */
export default function EventRitualsRoute() {
  const { packageTag = '' } = useParams();
  return (
    <>
      <PageTitle title="Event package" />
      <p>This address will open the first ritual of the {packageTag} package.</p>
    </>
  );
}

import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title/page-title';

/** `/car/:globalType` — car-ritual redirect (spec part 1 §4). */
export default function CarRedirectRoute() {
  const { globalType = '' } = useParams();
  return (
    <>
      <PageTitle title="Car ritual" />
      <p>This address will open the booking page of the {globalType} ritual at your centre.</p>
    </>
  );
}

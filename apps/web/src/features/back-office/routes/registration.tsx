import { PageTitle } from '../../../components/page-title/page-title';

/** `/back-office/registration` — Back Office Registration (spec part 2 §2; path not spelled there). */
export default function BackOfficeRegistrationRoute() {
  return (
    <>
      <PageTitle title="Back Office Registration" />
      <p>Devotee registration by e-mail will appear here.</p>
    </>
  );
}

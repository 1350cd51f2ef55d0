import { PageSpinner } from '../../../components/spinner/spinner';
import { PageTitle } from '../../../components/page-title/page-title';

/** The transient screen of the car and event-package links while they find the ritual. */
export function RedirectScreen({ title, label }: { title: string; label: string }) {
  return (
    <>
      <div className="visually-hidden">
        <PageTitle title={title} />
      </div>
      <PageSpinner label={label} />
    </>
  );
}

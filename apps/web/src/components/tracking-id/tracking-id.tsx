import { Trans } from '@lingui/react/macro';

/**
 * A parcel's tracking id in a description list: a link to the carrier's tracking page where there is one (a new tab),
 * else the id as text, else "-".
 */
export function TrackingIdRow({ url, id }: { url: string | null; id: string | null }) {
  return (
    <>
      <dt>
        <Trans>Tracking ID</Trans>
      </dt>
      <dd>
        {url ? (
          <a href={url} target="_blank" rel="noreferrer">
            {id}
          </a>
        ) : (
          (id ?? '-')
        )}
      </dd>
    </>
  );
}

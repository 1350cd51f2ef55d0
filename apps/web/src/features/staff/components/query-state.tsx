import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';

/** The api said no (403): the person's roles at the centre do not include the page. */
export const isRefused = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * A staff page's query while it loads or fails: the loading line, the refusal in the page's own words when the api
 * answers 403, else its failure line. `loading` left out (or null) shows no loading line.
 */
export function QueryState({
  query,
  loading,
  refused,
  failed,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loading?: ReactNode;
  refused: ReactNode;
  failed: ReactNode;
}) {
  const said403 = isRefused(query.error);
  return (
    <>
      {query.isPending && loading != null && <p>{loading}</p>}
      {said403 && <p role="alert">{refused}</p>}
      {query.isError && !said403 && <p role="alert">{failed}</p>}
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The centres a staff page may work on, while they load or fail, and the page's refusal when there are none (the
 * person holds the page's role at no centre).
 */
export function CentersState({
  centers,
  count,
  none,
}: {
  centers: { isPending: boolean; isError: boolean; data?: unknown };
  count: number;
  none: ReactNode;
}) {
  return (
    <>
      {centers.isPending && (
        <p>
          <Trans>Loading your centers…</Trans>
        </p>
      )}
      {centers.isError && (
        <p role="alert">
          <Trans>Your centers could not be loaded. Please reload the page.</Trans>
        </p>
      )}
      {centers.data !== undefined && count === 0 && <p role="alert">{none}</p>}
    </>
  );
}

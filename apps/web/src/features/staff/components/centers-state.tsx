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
      {centers.isPending && <p>Loading your centers…</p>}
      {centers.isError && <p role="alert">Your centers could not be loaded. Please reload the page.</p>}
      {centers.data !== undefined && count === 0 && <p role="alert">{none}</p>}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Product } from '@sannidhi/domain/catalogue';
import { setSession, useSessionValue } from '../../../lib/session';
import { productListOptions } from '../../../api/products';

/**
 * The rituals of the current centre: the session's copy at once, refreshed from the api on every
 * visit and written back to the session (with the centre's package rituals). The refresh is silent
 * when the session already has rituals to show, so the overlay does not cover a usable list.
 */
export function useCenterRituals(centerId: string | undefined, isBackOffice: boolean) {
  const stored = useSessionValue((s) => s.ritualsInCurrentCenter);
  const hasStored = stored.length > 0;
  const query = useQuery(productListOptions(centerId ?? '', isBackOffice, { silent: hasStored }));

  const fresh = query.data;
  useEffect(() => {
    if (!fresh) return;
    setSession((s) =>
      s.currentCenter?.id === centerId
        ? { ritualsInCurrentCenter: fresh, packagesInThisCenter: fresh.filter((r) => r.type === 'PACKAGE') }
        : {},
    );
  }, [fresh, centerId]);

  const rituals: Product[] = fresh ?? stored;
  return {
    rituals,
    /** Nothing to show yet: the first load of a centre whose rituals the session does not hold. */
    isLoading: !fresh && !hasStored && query.isPending && Boolean(centerId),
    isError: !fresh && !hasStored && query.isError,
    refetch: query.refetch,
  };
}

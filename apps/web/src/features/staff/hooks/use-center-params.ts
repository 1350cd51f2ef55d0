import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { StaffAction } from '@sannidhi/domain/staff-access';
import { staffCentersOptions } from '../../../api/staff-roles';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { useSessionValue } from '../../../lib/session';

/**
 * A staff page whose centre and filters live in the URL: the centre of `?center=`, else the one signed in to, and
 * `choose`, which keeps the centre in the URL, drops the parameters named in `drop`, and sets (or, empty, removes)
 * the ones changed, replacing the history entry. `allowed`: the centres where the person may take the page's action.
 */
export function useCenterParams(action: StaffAction) {
  const isBackOffice = useIsBackOffice();
  const sessionCenter = useSessionValue((s) => s.currentCenter);
  const [params, setParams] = useSearchParams();
  const center = params.get('center') ?? sessionCenter?.id ?? '';
  const centers = useQuery({ ...staffCentersOptions(action), enabled: isBackOffice });
  const allowed = centers.data?.centers ?? [];
  const choose = (changes: Readonly<Record<string, string>>, drop: readonly string[] = []) => {
    const next = new URLSearchParams(params);
    next.set('center', center);
    for (const key of drop) next.delete(key);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return { isBackOffice, sessionCenter, params, center, allowed, choose };
}

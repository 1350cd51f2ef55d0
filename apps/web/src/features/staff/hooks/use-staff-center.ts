import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffAction } from '@sannidhi/domain/staff-access';
import { staffCentersOptions } from '../../../api/staff-roles';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { useSessionValue } from '../../../lib/session';

/**
 * The centre a staff page works on: of the centres where the person may take the page's action, the one they chose,
 * else the one they signed in to, else the first.
 */
export function useStaffCenter(action: StaffAction) {
  const isBackOffice = useIsBackOffice();
  const current = useSessionValue((s) => s.currentCenter);
  const centers = useQuery({ ...staffCentersOptions(action), enabled: isBackOffice });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = centers.data?.centers ?? [];
  const center =
    list.find((c) => c.id === chosen) ?? list.find((c) => c.id === current?.id) ?? list[0] ?? null;
  return { isBackOffice, centers, list, center, choose: setChosen };
}

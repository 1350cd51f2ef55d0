import { api } from '../../../lib/api-client';

/** A saved family, as far as the booking page needs it. */
export interface SavedFamily {
  id: string;
  name: string;
}

/**
 * `GET /family/list?ssoId` — the devotee's saved families. Quiet (no overlay, no toast): the picker is
 * optional, and the caller treats a failure as "none yet".
 */
export function getFamilies(ssoId: string, signal?: AbortSignal): Promise<SavedFamily[]> {
  return api.get<SavedFamily[]>('/family/list', {
    query: { ssoId },
    signal,
    silent: true,
    toastOnError: false,
  });
}

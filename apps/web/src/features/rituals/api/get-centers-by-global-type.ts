import type { Center } from '@sannidhi/domain/catalogue';
import { CenterList } from '@sannidhi/domain/contracts/catalogue';
import { api } from '../../../lib/api-client';

/** `GET /centers/byGlobalType?globalType` — centres offering a car ritual; failures are the caller's to report. */
export function getCentersByGlobalType(globalType: string, signal?: AbortSignal): Promise<Center[]> {
  return api.get('/centers/byGlobalType', CenterList, { query: { globalType }, signal, toastOnError: false });
}

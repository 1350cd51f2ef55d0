/** GET /order/calendar?orderId=: a confirmed booking's calendar file (.ics), for its own devotee only. */
import { ApiError, buildApiUrl, buildRequestHeaders, errorMessageOf } from '../lib/api-client';
import { getIsBackOffice } from '../lib/app-config';
import { getSession } from '../lib/session';

export async function getOrderCalendar(orderId: string): Promise<{ filename: string; blob: Blob }> {
  const headers = buildRequestHeaders(getSession(), getIsBackOffice(), Date.now());
  headers.Accept = 'text/calendar';
  const response = await fetch(buildApiUrl('/order/calendar', { orderId }), {
    headers,
    credentials: 'include',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(errorMessageOf(body), response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'ritual.ics';
  return { filename, blob: await response.blob() };
}

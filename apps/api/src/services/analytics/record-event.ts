// POST /analytics/events: cart events from the browser (slots selected, add to cart, checkout). Purchase events
// are recorded by the api when a payment changes, never from a browser.
import type { AnalyticsEventBody } from '@sannidhi/domain/contracts/analytics';
import { BACK_OFFICE_SELECTION_SOURCE } from '@sannidhi/domain/utm';
import type { z } from 'zod';
import { forbidden } from '../../errors';
import type { AppDeps, AuthContext } from '../../types';
import { isOfficeVolunteer } from '../auth/access';

export async function recordBrowserEvent(
  deps: Pick<AppDeps, 'pool' | 'providers'>,
  auth: AuthContext,
  body: z.output<typeof AnalyticsEventBody>,
  opts: { backOfficeHeader: boolean },
): Promise<void> {
  const { name, centerId, properties } = body;
  if (name === 'purchase success' || name === 'purchase failed')
    throw forbidden('Purchase events are recorded by the server');
  // The header grants nothing: the label is given only to an office volunteer of the centre.
  const isBackOffice = opts.backOfficeHeader && (await isOfficeVolunteer(deps.pool, auth, centerId));
  await deps.providers.analytics.track({
    name,
    userId: auth.userId,
    centerId: centerId ?? null,
    properties: {
      ...properties,
      ...(isBackOffice ? { selection_source: BACK_OFFICE_SELECTION_SOURCE } : {}),
    },
  });
}

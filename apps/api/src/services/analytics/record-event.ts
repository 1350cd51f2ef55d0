// POST /analytics/events: cart events from the browser (slots selected, add to cart, checkout). Purchase events
// are recorded by the api when a payment changes, never from a browser.
import { SERVER_SET_EVENT_KEYS, type AnalyticsEventBody } from '@sannidhi/domain/contracts/analytics';
import { BACK_OFFICE_SELECTION_SOURCE } from '@sannidhi/domain/utm';
import type { z } from 'zod';
import { badRequest, forbidden } from '../../errors';
import { findCatalogueCenter } from '../../repositories/catalogue';
import type { AppDeps, AuthContext } from '../../types';
import { isOfficeVolunteer } from '../auth/access';

export async function recordBrowserEvent(
  deps: Pick<AppDeps, 'pool' | 'db' | 'providers'>,
  auth: AuthContext,
  body: z.output<typeof AnalyticsEventBody>,
  opts: { backOfficeHeader: boolean },
): Promise<void> {
  const { name, centerId, properties } = body;
  if (name === 'purchase success' || name === 'purchase failed')
    throw forbidden('Purchase events are recorded by the server');
  if (centerId !== undefined && !(await findCatalogueCenter(deps.db, centerId))) {
    throw badRequest('centerId: no such centre');
  }
  // The header grants nothing: the label is given only to an office volunteer of the centre.
  const isBackOffice = opts.backOfficeHeader && (await isOfficeVolunteer(deps.pool, auth, centerId));
  await deps.providers.analytics.track({
    name,
    userId: auth.userId,
    centerId: centerId ?? null,
    properties: {
      ...clientProperties(properties),
      ...(isBackOffice ? { selection_source: BACK_OFFICE_SELECTION_SOURCE } : {}),
    },
  });
}

/** The browser's properties without the keys and the label only the server sets. */
function clientProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.entries(properties).filter(
    ([key, value]) =>
      !(SERVER_SET_EVENT_KEYS as readonly string[]).includes(key) &&
      !(key === 'selection_source' && value === BACK_OFFICE_SELECTION_SOURCE),
  );
  return Object.fromEntries(kept);
}

/**
 * Centre fetchers (spec part 1 §4, §7): GET /centers/list, /centers/byGlobalType, /package/centersByUrlTag and
 * /centers/byBookingId — each answer parsed with the domain contract, one query-key factory.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Center } from '@sannidhi/domain/catalogue';
import { CenterList } from '@sannidhi/domain/contracts/catalogue';
import { CenterByBookingAnswer } from '@sannidhi/domain/contracts/payment';
import { api, type CallOptions } from '../lib/api-client';

export const centerKeys = {
  all: ['centers'] as const,
  list: () => [...centerKeys.all, 'list'] as const,
  byBooking: (bookingId: string) => [...centerKeys.all, 'byBooking', bookingId] as const,
};

/** GET /centers/list: every centre. Silent: the screen shows skeleton cards while it loads. */
export function getCenters(opts: CallOptions = {}): Promise<Center[]> {
  return api.get('/centers/list', CenterList, { silent: true, ...opts });
}

export function centersOptions() {
  return queryOptions({ queryKey: centerKeys.list(), queryFn: ({ signal }) => getCenters({ signal }) });
}

/** GET /centers/byGlobalType?globalType: centres offering a car ritual; failures are the caller's to report. */
export function getCentersByGlobalType(globalType: string, opts: CallOptions = {}): Promise<Center[]> {
  return api.get('/centers/byGlobalType', CenterList, {
    query: { globalType },
    toastOnError: false,
    ...opts,
  });
}

/** GET /package/centersByUrlTag?urlTag: centres offering an event package. */
export function getPackageCenters(urlTag: string, opts: CallOptions = {}): Promise<Center[]> {
  return api.get('/package/centersByUrlTag', CenterList, { query: { urlTag }, toastOnError: false, ...opts });
}

/** GET /centers/byBookingId: the centre of a booking, for the result page's contact details. */
export function getCenterByBooking(bookingId: string, opts: CallOptions = {}) {
  return api.get('/centers/byBookingId', CenterByBookingAnswer, {
    query: { bookingId },
    toastOnError: false,
    ...opts,
  });
}

export function centerByBookingOptions(bookingId: string) {
  return queryOptions({
    queryKey: centerKeys.byBooking(bookingId),
    queryFn: ({ signal }) => getCenterByBooking(bookingId, { signal }),
    enabled: bookingId !== '',
    retry: 1,
    staleTime: Infinity,
  });
}

/** UTM parameters stored and attached to bookings (spec part 1 §5). */

/** Analytics selection source of bookings made in back-office mode (spec part 1 §4). */
export const BACK_OFFICE_SELECTION_SOURCE = 'Back Office';

/** Whether a query key is kept: it begins with utm_ or is selection_source. */
export function isUtmKey(key: string): boolean {
  return key.startsWith('utm_') || key === 'selection_source';
}

/**
 * Keeps the utm_* and selection_source parameters of a query (URLSearchParams, a query string with or
 * without '?', or a plain record). Empty values are dropped; for a repeated key the first value wins.
 */
export function pickUtms(
  searchParams: URLSearchParams | string | Readonly<Record<string, string | null | undefined>>,
): Record<string, string> {
  const entries: Iterable<[string, string | null | undefined]> =
    typeof searchParams === 'string'
      ? new URLSearchParams(searchParams)
      : searchParams instanceof URLSearchParams
        ? searchParams
        : Object.entries(searchParams);
  const utms: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (isUtmKey(key) && value && !(key in utms)) utms[key] = value;
  }
  return utms;
}

/** Utms with selection_source set to 'Back Office' in back-office mode; unchanged otherwise. */
export function withSelectionSource(
  utms: Readonly<Record<string, string>>,
  isBackOffice: boolean,
): Record<string, string> {
  return isBackOffice ? { ...utms, selection_source: BACK_OFFICE_SELECTION_SOURCE } : { ...utms };
}

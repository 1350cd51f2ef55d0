/**
 * UTM capture (spec part 1 §5): the utm_* and selection_source parameters of the address a visitor
 * lands on, anywhere in the app, are kept in sessionStorage (they belong to this visit) and attached
 * to the bookings at checkout. A later landing with UTMs replaces the earlier ones (last touch).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pickUtms } from '@sannidhi/domain/utm';

export const UTM_STORAGE_KEY = 'sannidhi.utms';

/** Stores the UTMs of a query string; a query without any leaves the stored ones alone. */
export function captureUtms(search: string, storage: Pick<Storage, 'setItem'> | null = safeSessionStorage()) {
  const utms = pickUtms(search);
  if (!storage || Object.keys(utms).length === 0) return;
  try {
    storage.setItem(UTM_STORAGE_KEY, JSON.stringify(utms));
  } catch {
    // storage full or blocked: the booking simply goes without UTMs
  }
}

/** The UTMs captured in this visit ({} when none). */
export function readCapturedUtms(
  storage: Pick<Storage, 'getItem'> | null = safeSessionStorage(),
): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(UTM_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return pickUtms(
      Object.fromEntries(
        Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** Mounted once in the app layout: captures UTMs whenever the address changes. */
export function useUtmCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureUtms(search);
  }, [search]);
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { canLookUpPinCode } from '@sannidhi/domain/postal-code';
import { pinCodeOptions } from '../api/pin-code';

const DEBOUNCE_MS = 350;

export type PinLookupStatus = 'idle' | 'loading' | 'found' | 'not-found';

/**
 * City and state of a pin code, looked up (GET /contactInfo/pincode) once it has 4 or more characters
 * (PIN_LOOKUP_MIN_CHARS) and the person has paused typing. The one pin-code look-up of the app: the
 * billing form and the prasadam address both use it. A failed look-up counts as not found.
 */
export function usePinLookup(country: string, pin: string) {
  const trimmed = pin.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(trimmed), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed]);
  const enabled = canLookUpPinCode(settled) && settled === trimmed && Boolean(country);
  const query = useQuery(pinCodeOptions(country, settled, enabled));
  const status: PinLookupStatus = !canLookUpPinCode(trimmed)
    ? 'idle'
    : !enabled || query.isPending
      ? 'loading'
      : query.data
        ? 'found'
        : 'not-found';
  return { status, place: status === 'found' ? (query.data ?? null) : null, pin: settled };
}

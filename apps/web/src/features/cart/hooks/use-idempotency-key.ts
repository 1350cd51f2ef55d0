import { useCallback, useRef } from 'react';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; 16 random bytes as hex are as good a key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * One idempotency key per checkout attempt: the same key while the order asked for stays the same
 * (a retry, a double click, a time-out answered late), a new one as soon as it changes.
 */
export function useIdempotencyKey(): (signature: string) => string {
  const current = useRef<{ signature: string; key: string } | null>(null);
  return useCallback((signature: string) => {
    if (current.current?.signature !== signature) current.current = { signature, key: randomKey() };
    return current.current.key;
  }, []);
}

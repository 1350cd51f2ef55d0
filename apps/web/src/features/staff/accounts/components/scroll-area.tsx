import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a narrow screen: a named region that takes keyboard focus, so that a keyboard
 * user can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sn-accounts__scroll" role="region" aria-label={`${label}, scrolls sideways`} tabIndex={0}>
      {children}
    </div>
  );
}

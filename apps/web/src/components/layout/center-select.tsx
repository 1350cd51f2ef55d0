import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useIsBackOffice } from '../../hooks/use-app-config';
import { useLocation } from 'react-router';
import { afterCenterChange, switchCenter } from '../../lib/center-switch';
import { useSession } from '../../lib/session';
import type { Center } from '../../lib/session-types';
import { ConfirmDialog } from '../dialog/dialog';
import { ChevronDownIcon } from '../icons/icons';

/** Display name of a centre in lists: its name ("label" defaults to "-" and is not a name). */
export const centerName = (center: Pick<Center, 'name' | 'label'>): string =>
  center.name || (center.label !== '-' ? center.label : '');

/**
 * The header's centre drop-down (a native select of the session's centres). With an empty cart the
 * change is immediate; otherwise "Are you sure?" first, because changing empties the cart.
 */
export function CenterSelect() {
  const { t } = useLingui();
  const { centers, currentCenter, cart } = useSession();
  const isBackOffice = useIsBackOffice();
  const id = useId();
  const [pending, setPending] = useState<Center | null>(null);
  const [busy, setBusy] = useState(false);
  const { pathname } = useLocation();
  const pendingName = pending ? centerName(pending) : null;

  if (centers.length === 0) return null;

  const change = async (center: Center) => {
    setBusy(true);
    await switchCenter(center, isBackOffice, afterCenterChange(pathname)); // reloads the page on success
    setBusy(false);
    setPending(null);
  };

  return (
    <div className="sn-center-select">
      <label htmlFor={id} className="sn-center-select__label">
        <Trans>Centre</Trans>
      </label>
      <div className="sn-center-select__control">
        <select
          id={id}
          value={currentCenter?.id ?? ''}
          disabled={busy}
          onChange={(event) => {
            const center = centers.find((c) => c.id === event.target.value);
            if (!center || center.id === currentCenter?.id) return;
            if (cart.length === 0) void change(center);
            else setPending(center);
          }}
        >
          {!currentCenter && (
            <option value="" disabled>
              <Trans>Select a centre</Trans>
            </option>
          )}
          {centers.map((center) => (
            <option key={center.id} value={center.id}>
              {centerName(center)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="sn-center-select__chevron" size={18} />
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t`Are you sure?`}
        message={pendingName !== null ? t`Changing to ${pendingName} empties your cart.` : undefined}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) void change(pending);
        }}
      />
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon } from '../icons/icons';
import { PATHS } from '../../lib/paths';
import { LanguageMenu } from './language-menu';
import type { HeaderTab } from './nav-items';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Focus goes back here when the drawer closes (the hamburger button). */
  returnFocusRef: RefObject<HTMLElement | null>;
  id: string;
  /** The header's tabs (the staff pages on staff pages). */
  tabs: readonly HeaderTab[];
  /** Adds "Staff pages" (/staff) after the tabs. */
  staffHome?: boolean;
}

/**
 * The phone/tablet navigation drawer, on a native modal <dialog>: the page behind is inert so focus
 * stays in the drawer, Esc closes it.
 */
export function MobileDrawer({
  open,
  onClose,
  returnFocusRef,
  id,
  tabs,
  staffHome = false,
}: MobileDrawerProps) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onClosed = () => {
      // Only when focus would otherwise be lost (a link click moves focus to the new page instead).
      if (document.activeElement === document.body || document.activeElement === null) {
        returnFocusRef.current?.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, [returnFocusRef]);

  return (
    <dialog
      ref={ref}
      id={id}
      className="sn-drawer"
      aria-label={t`Menu`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sn-drawer__panel">
        <div className="sn-drawer__head">
          <span className="sn-drawer__title">
            <Trans>Menu</Trans>
          </span>
          <button
            type="button"
            className="sn-header__icon-button"
            aria-label={t`Close menu`}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t`Main menu`}>
          <ul className="sn-drawer__list">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} end={tab.end} className="sn-drawer__link" onClick={onClose}>
                  {i18n._(tab.label)}
                </NavLink>
              </li>
            ))}
            {staffHome && (
              <li className="sn-drawer__item--apart">
                <NavLink to={PATHS.staffHome} className="sn-drawer__link" onClick={onClose}>
                  <Trans>Staff pages</Trans>
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <LanguageMenu variant="drawer" />
      </div>
    </dialog>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { toast, toastStore, type Toast } from './toast-store';
import './toaster.css';

const ICONS: Record<Exclude<Toast['type'], 'loading' | 'custom' | 'blank'>, string> = {
  success: '✓',
  error: '!',
};

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'loading') return <span className="sn-toast__spinner" aria-hidden="true" />;
  if (type === 'success' || type === 'error') {
    return (
      <span className={`sn-toast__icon sn-toast__icon--${type}`} aria-hidden="true">
        {ICONS[type]}
      </span>
    );
  }
  return null;
}

/**
 * Renders the toasts. The list is a polite live region that exists before any toast does, so
 * additions are announced; an error toast's message is role="alert" and interrupts.
 */
export function Toaster() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <section className="sn-toaster" aria-label={t`Notifications`}>
      <ol
        className="sn-toaster__list"
        aria-live="polite"
        aria-relevant="additions text"
        onMouseEnter={toastStore.pause}
        onMouseLeave={toastStore.resume}
        onFocus={toastStore.pause}
        onBlur={toastStore.resume}
      >
        {toasts.map((item) => (
          <li
            key={item.id}
            className={`sn-toast sn-toast--${item.type}${item.visible ? '' : ' sn-toast--leaving'}`}
          >
            {item.type === 'custom' ? (
              typeof item.message === 'function' ? (
                item.message(item)
              ) : (
                item.message
              )
            ) : (
              <>
                <ToastIcon type={item.type} />
                {/* The alert role sits inside the list item: a list may hold only list items (axe "list"). */}
                <span className="sn-toast__message" role={item.type === 'error' ? 'alert' : undefined}>
                  {typeof item.message === 'function' ? item.message(item) : item.message}
                </span>
                <button
                  type="button"
                  className="sn-toast__close"
                  aria-label={t`Dismiss notification`}
                  onClick={() => toast.dismiss(item.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { loadingStore } from '../../lib/loading';
import './loading-overlay.css';

/**
 * The global request overlay. The status text lives in an always-present live region so screen
 * readers hear "Loading…"; the visual layer blocks clicks at once and fades in after a moment so
 * quick requests do not flash.
 */
export function LoadingOverlay() {
  const { t } = useLingui();
  const isLoading = useSyncExternalStore(
    loadingStore.subscribe,
    loadingStore.isLoading,
    loadingStore.isLoading,
  );
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {isLoading ? t`Loading…` : ''}
      </div>
      {isLoading && (
        <div className="sn-loading-overlay" aria-hidden="true" data-testid="loading-overlay">
          <span className="sn-loading-overlay__spinner" />
        </div>
      )}
    </>
  );
}

import { useEffect, type RefObject } from 'react';

/** How long after the focus moves a change of the page may push it out of view. */
const SETTLE_MS = 1000;

/**
 * Keeps a control that just took the focus in view while the page settles: a message that appears under the field
 * just left (forms check a field when it loses the focus) pushes the newly focused one down, on a phone under the tab
 * bar. The browser scrolls a control into view only as it takes the focus; this scrolls again, as little as needed
 * and within the page's scroll padding (the sticky header and the tab bar), when the content changes within a second
 * after. Later changes never move the page: the reader may have scrolled elsewhere.
 */
export function useFocusStaysInView(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    let focusedAt = 0;
    let frame = 0;
    const onFocus = () => {
      focusedAt = performance.now();
    };
    const keepInView = () => {
      frame = 0;
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === root || !root.contains(focused)) return;
      // A dialog keeps its own focus; a heading focused by the app (tabIndex -1) is not a control being filled in.
      if (focused.tabIndex < 0 || focused.closest('dialog')) return;
      focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    const observer = new MutationObserver(() => {
      if (frame || performance.now() - focusedAt > SETTLE_MS) return;
      frame = requestAnimationFrame(keepInView);
    });
    root.addEventListener('focusin', onFocus);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      root.removeEventListener('focusin', onFocus);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container]);
}

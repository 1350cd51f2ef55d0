import { useEffect, type RefObject } from 'react';

/** How long after the focus moves a change of the page may push it out of view. */
const SETTLE_MS = 1000;
/** A focus this soon after a press of the pointer came from the pointer. */
const POINTER_FOCUS_MS = 500;

/**
 * Keeps a control that just took the focus in view while the page settles: a message that appears under the field
 * just left (forms check a field when it loses the focus) pushes the newly focused one down, on a phone under the tab
 * bar. The browser scrolls a control into view only as it takes the focus; this scrolls again, as little as needed
 * and within the page's scroll padding (the sticky header and the tab bar), when the content changes within a second
 * after (keyboard and the app's own focus moves only). Later changes never move the page: the reader may have scrolled
 * elsewhere.
 */
export function useFocusStaysInView(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    let focusedAt = 0;
    let pointedAt = -Infinity;
    let frame = 0;
    // A control taken with the pointer is left where the person pointed: scrolling between the press and the release
    // would move the page under the pointer and lose the click.
    const onPointer = () => {
      pointedAt = performance.now();
    };
    const onFocus = () => {
      const now = performance.now();
      focusedAt = now - pointedAt < POINTER_FOCUS_MS ? 0 : now;
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
    document.addEventListener('pointerdown', onPointer, true);
    root.addEventListener('focusin', onFocus);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      root.removeEventListener('focusin', onFocus);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container]);
}

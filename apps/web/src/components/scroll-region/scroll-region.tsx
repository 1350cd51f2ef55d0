import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './scroll-region.css';

/**
 * A wide table's own sideways-scrolling box: a named region the keyboard can reach (Tab, then the arrow keys), and,
 * while its content is wider than the box (a phone), a visible cue that more columns are to the side.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const cueId = useId();
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="sn-scroll-region">
      {overflows && (
        <p id={cueId} className="sn-scroll-region__cue">
          <Trans>
            Scroll sideways to see every column <span aria-hidden="true">→</span>
          </Trans>
        </p>
      )}
      <div
        ref={ref}
        className="sn-scroll-region__box"
        role="region"
        aria-label={label}
        aria-describedby={overflows ? cueId : undefined}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

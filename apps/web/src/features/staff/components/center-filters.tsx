import type { ReactNode } from 'react';
import type { useCenterParams } from '../hooks/use-center-params';
import { CenterField } from './center-field';
import '../staff.css';

/**
 * A staff page's filter bar: the centre first (`<id>-centre`, among the page's allowed centres), then the page's own
 * filters. A new centre goes to the URL, dropping the parameters named in `dropOnCenter`, unless `onCenter` says
 * otherwise.
 */
export function CenterFilters({
  page,
  id,
  className,
  centerName,
  dropOnCenter = [],
  onCenter,
  children,
}: {
  page: ReturnType<typeof useCenterParams>;
  id: string;
  className: string;
  centerName: string;
  dropOnCenter?: readonly string[];
  onCenter?: (center: string) => void;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <CenterField
        id={`${id}-centre`}
        center={page.center}
        centerName={centerName}
        allowed={page.allowed}
        onChange={onCenter ?? ((c) => page.choose({ center: c }, dropOnCenter))}
      />
      {children}
    </div>
  );
}

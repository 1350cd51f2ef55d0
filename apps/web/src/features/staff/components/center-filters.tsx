import type { ReactNode } from 'react';
import { CenterField } from './center-field';
import '../staff.css';

/** A staff page's filter bar: the centre first (`<id>-centre`), then the page's own filters. */
export function CenterFilters({
  id,
  className,
  center,
  centerName,
  allowed,
  onCenter,
  children,
}: {
  id: string;
  className: string;
  center: string;
  centerName: string;
  allowed: readonly { id: string; name: string }[];
  onCenter: (center: string) => void;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <CenterField
        id={`${id}-centre`}
        center={center}
        centerName={centerName}
        allowed={allowed}
        onChange={onCenter}
      />
      {children}
    </div>
  );
}

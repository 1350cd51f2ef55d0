import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageTitle } from '../../../components/page-title/page-title';
import { PATHS } from '../../../lib/paths';
import type { useStaffCenter } from '../hooks/use-staff-center';
import { CenterChoice } from './center-choice';
import { CentersState } from './centers-state';

/**
 * A staff page on one of the centres where the person holds its role (`useStaffCenter`): its title with the centre's
 * name, the centres while they load, the refusal `none` when there are none, and a choice of centre when there are
 * several (unless `hideChoice`). Off the back office, on to the home page.
 */
export function CenterPage({
  staff,
  className,
  title,
  choiceId,
  none,
  hideChoice = false,
  children,
}: {
  staff: ReturnType<typeof useStaffCenter>;
  className: string;
  title: string;
  choiceId: string;
  none: string;
  hideChoice?: boolean;
  children: ReactNode;
}) {
  const { isBackOffice, centers, list, center, choose } = staff;
  if (!isBackOffice) return <Navigate to={PATHS.home} replace />;
  return (
    <div className={className}>
      <PageTitle title={title} subtitle={center?.name} />
      <CentersState centers={centers} count={list.length} none={none} />
      {list.length > 1 && !hideChoice && (
        <CenterChoice id={choiceId} list={list} center={center?.id ?? ''} onChange={choose} />
      )}
      {children}
    </div>
  );
}

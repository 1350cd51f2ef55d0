import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { centerName } from '../../../components/layout/center-select';
import { PageTitle } from '../../../components/page-title/page-title';
import { PageSpinner } from '../../../components/spinner/spinner';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { PATHS } from '../../../lib/paths';
import { getSession } from '../../../lib/session';
import type { Center } from '../../../lib/session-types';
import { centersOptions } from '../../../api/centers';
import { CenterCard, CenterCardSkeleton } from '../components/center-card';
import { useChooseCenter } from '../hooks/use-choose-center';
import { decideCenterSelection, filterCenters, parseCenterFilters } from '../lib/center-selection';
import './center-selection.css';

const SKELETON_CARDS = 4;

/**
 * `/` — centre selection (spec part 1 §2 "Centre selection screen", §4 "Centre selection").
 * Query: `centerFilters` (ids, comma-separated) limits the list, `comeBackTo` is opened after the
 * choice, `targetCenter` (after login) is chosen at once when honoured. A current centre, a target
 * centre or a list of one is chosen without asking; otherwise the visitor picks a card.
 */
export default function CenterSelectionRoute() {
  const { t } = useLingui();
  const title = t`Select a center to explore rituals and offerings`;
  const [params] = useSearchParams();
  const { search } = useLocation();
  const isBackOffice = useIsBackOffice();
  const filtersParam = params.get('centerFilters');
  const filters = useMemo(() => parseCenterFilters(filtersParam), [filtersParam]);
  const comeBackTo = params.get('comeBackTo') ?? '';
  const targetCenterId = params.get('targetCenter')?.trim() ?? '';
  // Read once on arrival: choosing a centre changes it and leaves the screen.
  const [currentCenter] = useState(() => getSession().currentCenter);

  const centersQuery = useQuery(centersOptions());
  const centers = centersQuery.data;
  const { choose, choosingId } = useChooseCenter();

  const decision = useMemo(
    () =>
      centers
        ? decideCenterSelection({ centers, filters, currentCenter, targetCenterId, isBackOffice })
        : null,
    [centers, filters, currentCenter, targetCenterId, isBackOffice],
  );

  // An automatic choice runs once per address; if it fails (toast shown) the list is offered instead.
  const autoTriedFor = useRef<string | null>(null);
  const [autoFailedFor, setAutoFailedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!centers || decision?.kind !== 'auto' || autoTriedFor.current === search) return;
    autoTriedFor.current = search;
    void choose(decision.center, { centers, keepCart: decision.keepCart, comeBackTo }).then((ok) => {
      if (!ok) setAutoFailedFor(search);
    });
  }, [centers, decision, choose, comeBackTo, search]);

  if (decision?.kind === 'auto' && autoFailedFor !== search) {
    const autoName = centerName(decision.center) || decision.center.id;
    return (
      <>
        <h1 className="visually-hidden">{title}</h1>
        <PageSpinner label={t`Opening ${autoName}…`} />
      </>
    );
  }

  // After a failed automatic choice the (filtered) list is offered.
  const listed: Center[] =
    decision?.kind === 'list' ? decision.centers : centers ? filterCenters(centers, filters) : [];
  const onChoose = (center: Center) => {
    if (!centers) return;
    void choose(center, { centers, keepCart: center.id === currentCenter?.id, comeBackTo });
  };

  return (
    <div className="sn-center-selection">
      <PageTitle
        title={title}
        subtitle={t`You can change the center later at any point.`}
        documentTitle={t`Select a center`}
      />
      {centersQuery.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <Trans>Loading centers…</Trans>
          </p>
          <ul className="sn-center-grid">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <CenterCardSkeleton key={i} />
            ))}
          </ul>
        </div>
      ) : centersQuery.isError ? (
        <EmptyState
          title={t`We could not load the centers`}
          action={
            <Button onClick={() => void centersQuery.refetch()} loading={centersQuery.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <p>
            <Trans>Check your internet connection, then try again.</Trans>
          </p>
        </EmptyState>
      ) : listed.length === 0 ? (
        filters.length > 0 ? (
          <EmptyState
            title={t`No centers to show`}
            action={
              <Link to={PATHS.home} className={buttonClassName('secondary')}>
                <Trans>Show all centers</Trans>
              </Link>
            }
          >
            <p>
              <Trans>
                None of the centers asked for is open for online booking. You can choose another center.
              </Trans>
            </p>
          </EmptyState>
        ) : (
          <EmptyState title={t`No centers to show`}>
            <p>
              <Trans>No center is open for online booking at the moment. Please check again later.</Trans>
            </p>
          </EmptyState>
        )
      ) : (
        <ul className="sn-center-grid" aria-label={t`Centers`}>
          {listed.map((center) => (
            <CenterCard
              key={center.id}
              center={center}
              onChoose={onChoose}
              choosing={choosingId === center.id}
              disabled={choosingId !== null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

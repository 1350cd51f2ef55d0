import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageTitle } from '../../../components/page-title/page-title';
import { Skeleton, SkeletonText } from '../../../components/skeleton/skeleton';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { BannerCarousel } from '../components/banner-carousel';
import { RitualCard } from '../components/ritual-card';
import { RitualSearch } from '../components/ritual-search';
import { useCenterRituals } from '../hooks/use-center-rituals';
import { carouselSlides, ritualListGroups, showsCarousel } from '../lib/ritual-catalogue';
import './ritual-list.css';

function ListSkeleton() {
  return (
    <div className="sn-ritual-list__grid" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="sn-ritual-list__skeleton">
          <Skeleton height={160} radius="var(--sn-radius)" />
          <Skeleton width="60%" height="1.25em" />
          <SkeletonText lines={3} />
        </div>
      ))}
    </div>
  );
}

/** `/rituals` — the rituals and offerings of the current centre (spec part 1 §2). */
export default function RitualListRoute() {
  const session = useSession();
  const isBackOffice = useIsBackOffice();
  const center = session.currentCenter;
  const mayBookForOthers = isBackOffice && session.hasUserPermissionToBookForOthers;
  const { rituals, isLoading, isError, refetch } = useCenterRituals(center?.id, isBackOffice);
  const [query, setQuery] = useState('');

  if (!center) return <Navigate to={PATHS.home} replace />;

  const devotee = session.devoteeProfileDetails;
  const devoteeName = devotee ? `${devotee.firstName} ${devotee.lastName}`.trim() || devotee.email : '';
  const greeting =
    session.hasUserPermissionToBookForOthers && devotee
      ? `Booking for ${devoteeName}`
      : `Namaskaram${session.firstName ? ` ${session.firstName}` : ''}`;

  const allGroups = ritualListGroups(rituals, mayBookForOthers, '');
  const groups = ritualListGroups(rituals, mayBookForOthers, query);
  const slides = showsCarousel(isBackOffice, center) ? carouselSlides(rituals, mayBookForOthers) : [];
  const shownCount = groups.reduce((n, g) => n + g.rituals.length, 0);

  let content;
  if (isLoading) {
    content = <ListSkeleton />;
  } else if (isError) {
    content = (
      <EmptyState
        title="The rituals could not be loaded"
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      >
        Please check your connection and try again.
      </EmptyState>
    );
  } else if (allGroups.length === 0) {
    content = (
      <EmptyState title="Online bookings will be available shortly">
        <p>
          Rituals and offerings of {center.name || center.label} cannot be booked online yet.
          {center.contact.email && (
            <>
              {' '}
              For bookings and questions, write to{' '}
              <a href={`mailto:${center.contact.email}`}>{center.contact.email}</a>.
            </>
          )}
        </p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <div className="sn-ritual-list__search">
          <RitualSearch value={query} onChange={setQuery} />
          <p className="visually-hidden" role="status" aria-live="polite">
            {query.trim() ? `${shownCount} ${shownCount === 1 ? 'ritual' : 'rituals'} found` : ''}
          </p>
        </div>
        {groups.length === 0 ? (
          <EmptyState title="No rituals found">
            No ritual matches “{query.trim()}”. Try another name or clear the search.
          </EmptyState>
        ) : (
          groups.map((group) => (
            <section
              key={group.category}
              className="sn-ritual-list__group"
              aria-labelledby={`category-${group.category}`}
              data-testid="ritual-category"
            >
              <h2 id={`category-${group.category}`} className="sn-ritual-list__category">
                {group.title}
              </h2>
              <div className="sn-ritual-list__grid">
                {group.rituals.map((ritual) => (
                  <RitualCard key={ritual.id} ritual={ritual} currency={center.currency} />
                ))}
              </div>
            </section>
          ))
        )}
      </>
    );
  }

  return (
    <div className="sn-ritual-list" aria-busy={isLoading || undefined}>
      <div className="sn-ritual-list__welcome">
        <p className="sn-ritual-list__greeting" data-testid="ritual-greeting">
          {greeting}
        </p>
        {session.userEmail && (
          <p className="sn-ritual-list__email">
            Signed in as <span data-testid="signed-in-email">{session.userEmail}</span>
          </p>
        )}
      </div>
      {slides.length > 0 && <BannerCarousel slides={slides} />}
      <PageTitle title="Rituals & Offerings" subtitle={center.name || center.label} />
      {content}
    </div>
  );
}

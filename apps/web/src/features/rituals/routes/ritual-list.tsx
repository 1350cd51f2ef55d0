import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const session = useSession();
  const isBackOffice = useIsBackOffice();
  const center = session.currentCenter;
  const mayBookForOthers = isBackOffice && session.hasUserPermissionToBookForOthers;
  const { rituals, isLoading, isError, refetch } = useCenterRituals(center?.id, isBackOffice);
  const [query, setQuery] = useState('');

  if (!center) return <Navigate to={PATHS.home} replace />;

  const devotee = session.devoteeProfileDetails;
  const devoteeName = devotee ? `${devotee.firstName} ${devotee.lastName}`.trim() || devotee.email : '';
  const firstName = session.firstName;
  const greeting =
    session.hasUserPermissionToBookForOthers && devotee
      ? t`Booking for ${devoteeName}`
      : firstName
        ? t({
            comment: 'The greeting on the ritual list, with the first name',
            message: `Namaskaram ${firstName}`,
          })
        : t({ comment: 'The greeting on the ritual list, without a name', message: 'Namaskaram' });
  const centerName = center.name || center.label;
  const searched = query.trim();
  const userEmail = session.userEmail;

  const allGroups = ritualListGroups(rituals, mayBookForOthers, '', i18n);
  const groups = ritualListGroups(rituals, mayBookForOthers, query, i18n);
  const slides = showsCarousel(isBackOffice, center)
    ? carouselSlides(rituals, mayBookForOthers, i18n.locale)
    : [];
  const shownCount = groups.reduce((n, g) => n + g.rituals.length, 0);

  const email = center.contact.email;
  let content;
  if (isLoading) {
    content = <ListSkeleton />;
  } else if (isError) {
    content = (
      <EmptyState
        title={t`The rituals could not be loaded`}
        action={
          <Button onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <Trans>Please check your connection and try again.</Trans>
      </EmptyState>
    );
  } else if (allGroups.length === 0) {
    content = (
      <EmptyState title={t`Online bookings will be available shortly`}>
        <p>
          <Trans>Rituals and offerings of {centerName} cannot be booked online yet.</Trans>
          {email && (
            <>
              {' '}
              <Trans>
                For bookings and questions, write to <a href={`mailto:${email}`}>{email}</a>.
              </Trans>
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
            {searched
              ? t({ message: plural(shownCount, { one: '# ritual found', other: '# rituals found' }) })
              : ''}
          </p>
        </div>
        {groups.length === 0 ? (
          <EmptyState title={t`No rituals found`}>
            <Trans>No ritual matches “{searched}”. Try another name or clear the search.</Trans>
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
        {userEmail && (
          <p className="sn-ritual-list__email">
            <Trans>
              Signed in as <span data-testid="signed-in-email">{userEmail}</span>
            </Trans>
          </p>
        )}
      </div>
      {slides.length > 0 && <BannerCarousel slides={slides} />}
      <PageTitle title={t`Rituals & Offerings`} subtitle={center.name || center.label} />
      {content}
    </div>
  );
}

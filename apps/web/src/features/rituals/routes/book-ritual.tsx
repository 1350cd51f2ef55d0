import { useLocalized } from '../../../lib/localized';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { pickUtms, withSelectionSource } from '@sannidhi/domain/utm';
import { buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageTitle } from '../../../components/page-title/page-title';
import { Skeleton, SkeletonText } from '../../../components/skeleton/skeleton';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { productOptions } from '../../../api/products';
import { waitingListEntryOptions } from '../../../api/waiting-list';
import { BookingForm } from '../booking/components/booking-form';
import { WaitingListJoin } from '../booking/components/waiting-list-join';
import { WaitingListOfferBanner } from '../booking/components/waiting-list-offer-banner';
import { HeldOfferContext, type HeldOffer } from '../booking/lib/held-offer';
import { readRescheduling } from '../booking/lib/rescheduling';

function BookingSkeleton() {
  return (
    <div aria-busy="true" className="sn-booking">
      <Skeleton width="50%" height="2rem" />
      <div style={{ height: 16 }} />
      <SkeletonText lines={3} />
      <div style={{ height: 24 }} />
      <Skeleton height={320} radius="var(--sn-radius-lg)" />
    </div>
  );
}

/** `/rituals/book-ritual/:id` — the ritual booking page (spec part 1 §2), also opened for rescheduling. */
export default function BookRitualRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { pathname, search, state } = useLocation();
  const session = useSession();
  const isBackOffice = useIsBackOffice();
  const center = session.currentCenter;
  const fromSession = session.ritualsInCurrentCenter.find((r) => r.id === id);
  const query = useQuery({
    ...productOptions(id),
    enabled: Boolean(id && center),
    placeholderData: fromSession,
  });

  // A waiting-list offer opened from its mail (`?offer=`): its slot chosen, its held places the devotee's.
  const offerId = new URLSearchParams(search).get('offer') ?? '';
  const offerQuery = useQuery(waitingListEntryOptions(offerId, Boolean(center)));
  const entry = offerQuery.data && offerQuery.data.productId === id ? offerQuery.data : null;
  const heldOffer: HeldOffer | null =
    entry?.status === 'OFFERED'
      ? { entryId: entry.id, slotId: entry.slotId, startTime: entry.slotStart, places: entry.places }
      : null;

  const localized = useLocalized();
  if (!center) return <Navigate to={`${PATHS.home}?comeBackTo=${encodeURIComponent(pathname)}`} replace />;

  const product = query.data ? localized(query.data) : query.data;
  if (!product) {
    if (query.isError) {
      const missing =
        query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
      return (
        <>
          <PageTitle title={missing ? t`Ritual not found` : t`The ritual could not be loaded`} />
          <EmptyState
            title={missing ? t`This ritual is not available` : t`Something went wrong`}
            action={
              <Link to={PATHS.rituals} className={buttonClassName('primary')}>
                <Trans>See all rituals</Trans>
              </Link>
            }
          >
            {missing
              ? t`It may have been withdrawn, or it is not offered at your centre.`
              : t`Please check your connection and try again.`}
          </EmptyState>
        </>
      );
    }
    return (
      <>
        <PageTitle title={t`Book a ritual`} />
        <BookingSkeleton />
      </>
    );
  }

  if (product.centerId !== center.id) {
    const other = session.centers.find((c) => c.id === product.centerId);
    const centerName = center.name || center.label;
    const ritualName = product.name;
    const otherCenterName = other?.name ?? '';
    return (
      <>
        <PageTitle title={product.name} />
        <EmptyState
          title={t`This ritual is offered at another centre`}
          action={
            <Link to={PATHS.rituals} className={buttonClassName('primary')}>
              <Trans>Rituals of {centerName}</Trans>
            </Link>
          }
        >
          {other
            ? t`${ritualName} is booked at ${otherCenterName}. Change the centre from the rituals page to book it.`
            : t`Change the centre from the rituals page to book it.`}
        </EmptyState>
      </>
    );
  }

  const ritualName = product.name;
  const rescheduling = readRescheduling(state);
  const devotee = session.devoteeProfileDetails;
  const mayBookForOthers = isBackOffice && session.hasUserPermissionToBookForOthers;
  const recipientName =
    mayBookForOthers && devotee
      ? `${devotee.firstName} ${devotee.lastName}`.trim()
      : `${session.firstName} ${session.lastName}`.trim();

  // The booking form starts afresh once the offer has loaded, with its slot chosen.
  if (offerId && offerQuery.isPending) return <BookingSkeleton />;

  return (
    <HeldOfferContext value={heldOffer}>
      <PageTitle
        title={product.name}
        documentTitle={t({
          comment: 'The browser tab title of a ritual booking page; Book is the verb',
          message: `Book ${ritualName}`,
        })}
      />
      {entry && (
        <WaitingListOfferBanner
          entry={entry}
          timezone={center.meta.timezone}
          dateFormat={center.meta.dateFormat}
        />
      )}
      <BookingForm
        key={`${product.id}:${heldOffer?.entryId ?? ''}`}
        product={product}
        center={center}
        rescheduling={rescheduling}
        utms={withSelectionSource(pickUtms(search), isBackOffice)}
        mayBookForOthers={mayBookForOthers}
        familySsoId={mayBookForOthers && devotee ? devotee.ssoId || devotee.profileId : session.userId}
        recipientName={recipientName}
      />
      {!rescheduling && !mayBookForOthers && (
        <WaitingListJoin
          productId={product.id}
          timezone={center.meta.timezone}
          dateFormat={center.meta.dateFormat}
        />
      )}
    </HeldOfferContext>
  );
}

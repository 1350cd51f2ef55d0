import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import type { Center } from '@sannidhi/domain/catalogue';
import { toast } from '../../../components/toast/toast-store';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { bookRitualPath, eventRitualsPath, PATHS } from '../../../lib/paths';
import { getSession, setSession } from '../../../lib/session';
import { getPackageCenters } from '../../../api/centers';
import { getPackageRituals } from '../../../api/products';
import { RedirectScreen } from '../components/redirect-screen';
import { useRunOnce } from '../hooks/use-run-once';
import { centerSelectionPath } from '../lib/ritual-catalogue';

export const PACKAGE_MESSAGES = {
  notInAnyCenter: msg`Package is not available in any center`,
  empty: msg`No Rituals in package`,
} as const;

/**
 * `/eventRituals/:packageTag` — event package entry (spec part 1 §4, §8): the centres of the tag;
 * when the current centre is not one of them, the centre selection filtered to them (coming back
 * here); otherwise the booking page of the package's first ritual.
 */
export default function EventRitualsRoute() {
  const { packageTag = '' } = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();

  useRunOnce(packageTag, async (isLive) => {
    const go = (to: string) => {
      if (isLive()) void navigate(to, { replace: true });
    };
    let centers: Center[];
    try {
      centers = await getPackageCenters(packageTag);
    } catch (error) {
      console.error('Centres of a package could not be loaded', error);
      centers = [];
    }
    if (centers.length === 0) {
      toast.error(i18n._(PACKAGE_MESSAGES.notInAnyCenter));
      go(PATHS.rituals);
      return;
    }
    const center = getSession().currentCenter;
    if (!center || !centers.some((c) => c.id === center.id)) {
      setSession({ currentCenter: null, ritualsInCurrentCenter: [], packagesInThisCenter: [] });
      go(
        centerSelectionPath(
          centers.map((c) => c.id),
          eventRitualsPath(packageTag),
        ),
      );
      return;
    }
    try {
      const rituals = await getPackageRituals(packageTag, center.id);
      const first = rituals[0];
      if (!first) {
        toast.error(i18n._(PACKAGE_MESSAGES.empty));
        go(PATHS.rituals);
        return;
      }
      go(bookRitualPath(first.id));
    } catch (error) {
      toast.error(errorMessageOf(error instanceof ApiError ? error.body : null));
      go(PATHS.rituals);
    }
  });

  return <RedirectScreen title={t`Event package`} label={t`Opening the package…`} />;
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import type { Center } from '@sannidhi/domain/catalogue';
import { toast } from '../../../components/toast/toast-store';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { bookRitualPath, carPath, PATHS } from '../../../lib/paths';
import { getSession, setSession } from '../../../lib/session';
import { getCentersByGlobalType } from '../../../api/centers';
import { getCarProduct } from '../../../api/products';
import { RedirectScreen } from '../components/redirect-screen';
import { useRunOnce } from '../hooks/use-run-once';
import { centerSelectionPath } from '../lib/ritual-catalogue';

export const CAR_MESSAGES = {
  notInAnyCenter: msg`Ritual not available in any center`,
  notFound: msg`Ritual not found`,
} as const;

/**
 * `/car/:globalType` — car-ritual redirect (spec part 1 §4, §8). Without a centre: the centres
 * offering the type become the filter of the centre selection, which comes back here. With one:
 * its car product's booking page, or "Ritual not found".
 */
export default function CarRedirectRoute() {
  const { globalType = '' } = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();

  useRunOnce(globalType, async (isLive) => {
    const go = (to: string) => {
      if (isLive()) void navigate(to, { replace: true });
    };
    const center = getSession().currentCenter;
    if (!center) {
      let centers: Center[];
      try {
        centers = await getCentersByGlobalType(globalType);
      } catch (error) {
        console.error('Centres of a car ritual could not be loaded', error);
        centers = [];
      }
      if (centers.length === 0) {
        toast.error(i18n._(CAR_MESSAGES.notInAnyCenter));
        go(PATHS.rituals);
        return;
      }
      setSession({ currentCenter: null, ritualsInCurrentCenter: [], packagesInThisCenter: [] });
      go(
        centerSelectionPath(
          centers.map((c) => c.id),
          carPath(globalType),
        ),
      );
      return;
    }
    try {
      const product = await getCarProduct(globalType, center.id);
      go(bookRitualPath(product.id));
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404;
      toast.error(
        notFound
          ? i18n._(CAR_MESSAGES.notFound)
          : errorMessageOf(error instanceof ApiError ? error.body : null),
      );
      go(PATHS.rituals);
    }
  });

  return <RedirectScreen title={t`Car ritual`} label={t`Finding the ritual for your vehicle…`} />;
}

import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useIsBackOffice } from '../../../hooks/use-app-config';
import { getSession, setSession } from '../../../lib/session';
import type { Center } from '../../../lib/session-types';
import { getProducts } from '../../../api/products';
import { getUserRoles } from '../../../api/roles';
import { bookingForOthersAllowed, destinationAfterChoice, holdsStaffRole } from '../lib/center-selection';

export interface ChooseCenterOptions {
  /** Every centre, kept in the session for the header's centre drop-down. */
  centers: readonly Center[];
  /** The centre the cart was filled in is chosen again: the cart stays. */
  keepCart: boolean;
  comeBackTo: string;
}

/**
 * Choosing a centre (spec part 1 §4 "Centre selection" steps 4–6): load its rituals — and in
 * back-office mode the user's roles there — then store centre, centres and rituals in the session,
 * empty the cart and go on. A failed request has already shown its error toast; the screen stays.
 */
export function useChooseCenter() {
  const isBackOffice = useIsBackOffice();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: async ({ center, options }: { center: Center; options: ChooseCenterOptions }) => {
      const { userId } = getSession();
      const [rituals, roles] = await Promise.all([
        getProducts(center.id, isBackOffice),
        isBackOffice ? getUserRoles(userId, center.id) : Promise.resolve([]),
      ]);
      const mayBookForOthers = bookingForOthersAllowed(roles, isBackOffice);
      setSession((state) => ({
        currentCenter: center,
        centers: [...options.centers],
        ritualsInCurrentCenter: rituals,
        // Packages are the previous centre's; the ritual list loads them for this one.
        ...(options.keepCart ? {} : { packagesInThisCenter: [], cart: [] }),
        hasUserPermissionToBookForOthers: mayBookForOthers,
        // A devotee chosen for another mode or user must not carry over to someone without the role.
        devoteeProfileDetails: mayBookForOthers ? state.devoteeProfileDetails : null,
      }));
      const destination = destinationAfterChoice({
        isBackOffice,
        mayBookForOthers,
        hasStaffRole: holdsStaffRole(roles, isBackOffice),
        hasDevoteeProfile: getSession().devoteeProfileDetails !== null,
        comeBackTo: options.comeBackTo,
      });
      // Replace: going back should not land on a screen that forwards at once again.
      await navigate(destination, { replace: true });
    },
    onError: (error) => console.error('Choosing a centre failed', error),
  });
  const { mutateAsync } = mutation;

  const choose = useCallback(
    (center: Center, options: ChooseCenterOptions): Promise<boolean> =>
      mutateAsync({ center, options }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  // The chosen card stays busy until the screen is left; a failure frees it.
  const choosingId =
    mutation.isPending || mutation.isSuccess ? (mutation.variables?.center.id ?? null) : null;
  return { choose, choosingId };
}

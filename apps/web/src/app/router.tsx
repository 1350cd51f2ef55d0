/**
 * The route table (spec part 1 §2). Every screen is its own lazily loaded module.
 *
 * Guards nest: RequireLogin (logged-out → /login, remembering the address) → BackOfficeGate
 * (back-office user without the volunteer role → /BackOfficeUserNotAllowed) → RequireDevoteeProfile
 * (volunteer with no devotee chosen → /devoteeProfileDetails, for booking screens only).
 *
 * Fallbacks: unknown paths (the catch-all) show the product screen "Something went wrong"; a screen
 * that throws while rendering shows the same inside the layout (AppLayout's error boundary); errors
 * the router itself catches — a route module that fails to load, a guard or layout that throws —
 * show the generic "Unexpected Application Error!" screen.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner/spinner';
import { SomethingWentWrong } from '../components/something-went-wrong/something-went-wrong';
import { PATHS } from '../lib/paths';
import { AppLayout } from './app-layout';
import { BackOfficeGate, RequireDevoteeProfile, RequireLogin } from './guards';
import { RouteErrorScreen } from './route-error';

type Loader = () => Promise<{ default: ComponentType }>;

const RELOADED_FOR_CHUNK = 'sannidhi.reloadedForChunk';

/**
 * A lazily loaded screen. When its chunk cannot be fetched — typically a release replaced the
 * hashed files under an open tab — the page reloads once to pick up the new build; a second
 * failure goes to the route error screen.
 */
const screen =
  (load: Loader): RouteObject['lazy'] =>
  async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_FOR_CHUNK);
      return { Component: module.default };
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED_FOR_CHUNK)) {
        sessionStorage.setItem(RELOADED_FOR_CHUNK, '1');
        window.location.reload();
        return new Promise<never>(() => {}); // keep the current screen until the reload
      }
      sessionStorage.removeItem(RELOADED_FOR_CHUNK);
      throw error;
    }
  };

const infoRedirect = screen(() => import('../features/info/routes/info-redirect'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { id: 'login', path: PATHS.login, lazy: screen(() => import('../features/auth/routes/login')) },
      { id: 'logout', path: PATHS.logout, lazy: screen(() => import('../features/auth/routes/logout')) },
      {
        element: <BackOfficeGate />,
        children: [
          {
            id: 'payment-link',
            path: PATHS.paymentLink,
            lazy: screen(() => import('../features/payment/routes/payment-link')),
          },
        ],
      },
      {
        element: <RequireLogin />,
        children: [
          {
            id: 'center-selection',
            index: true,
            lazy: screen(() => import('../features/centers/routes/center-selection')),
          },
          {
            id: 'back-office-user-not-allowed',
            path: PATHS.backOfficeUserNotAllowed,
            lazy: screen(() => import('../features/auth/routes/back-office-user-not-allowed')),
          },
          {
            // Staff, not office volunteers: outside the back-office gate; the api checks the role and centre.
            id: 'staff-home',
            path: PATHS.staffHome,
            lazy: screen(() => import('../features/staff/home/routes/staff-home')),
          },
          {
            id: 'staff-refunds',
            path: PATHS.staffRefunds,
            lazy: screen(() => import('../features/staff/refunds/routes/failed-refunds')),
          },
          {
            id: 'staff-day',
            path: PATHS.staffDay,
            lazy: screen(() => import('../features/staff/day/routes/day-rituals')),
          },
          {
            element: <BackOfficeGate />,
            children: [
              { id: 'sadhana', path: PATHS.sadhana, lazy: infoRedirect },
              { id: 'events', path: PATHS.events, lazy: infoRedirect },
              { id: 'bring-devi-home', path: PATHS.bringDeviHome, lazy: infoRedirect },
              { id: 'visit-devi', path: PATHS.visitDevi, lazy: infoRedirect },
              { id: 'about-devi', path: PATHS.aboutDevi, lazy: infoRedirect },
              { id: 'blog', path: PATHS.blog, lazy: infoRedirect },
              {
                // The Back Office Registration screen: an office volunteer finds or registers the devotee.
                id: 'devotee-profile-details',
                path: PATHS.devoteeProfileDetails,
                lazy: screen(() => import('../features/devotee/routes/devotee-profile-details')),
              },
              {
                // Clears the cart and the devotee on mount, so it must not sit behind RequireDevoteeProfile.
                id: 'payment-result',
                path: PATHS.paymentResult,
                lazy: screen(() => import('../features/payment/routes/payment-result')),
              },
              {
                id: 'gpms-response',
                path: PATHS.gpmsResponse,
                lazy: screen(() => import('../features/payment/routes/gpms-response')),
              },
              {
                id: 'account',
                path: PATHS.account,
                lazy: screen(() => import('./routes/my-rituals')),
              },
              {
                id: 'account-profile',
                path: PATHS.accountProfile,
                lazy: screen(() => import('./routes/dashboard')),
              },
              { id: 'bobr', path: PATHS.bobr, lazy: screen(() => import('../routes/bobr')) },
              {
                element: <RequireDevoteeProfile />,
                children: [
                  {
                    id: 'rituals',
                    path: PATHS.rituals,
                    lazy: screen(() => import('../features/rituals/routes/ritual-list')),
                  },
                  {
                    id: 'book-ritual',
                    path: PATHS.bookRitual,
                    lazy: screen(() => import('../features/rituals/routes/book-ritual')),
                  },
                  {
                    id: 'event-rituals',
                    path: PATHS.eventRituals,
                    lazy: screen(() => import('../features/rituals/routes/event-rituals')),
                  },
                  {
                    id: 'car',
                    path: PATHS.car,
                    lazy: screen(() => import('../features/rituals/routes/car-redirect')),
                  },
                  {
                    id: 'cart',
                    path: PATHS.cart,
                    lazy: screen(() => import('../features/cart/routes/cart')),
                  },
                  {
                    id: 'card-payment',
                    path: PATHS.cardPayment,
                    lazy: screen(() => import('../features/payment/routes/card-payment')),
                  },
                ],
              },
            ],
          },
        ],
      },
      { id: 'catch-all', path: '*', element: <SomethingWentWrong /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The route table (spec part 1 §2). Every screen is its own lazily loaded module.
 *
 * Guards nest: RequireLogin (logged-out → /login, remembering the address) → BackOfficeGate
 * (back-office user without the volunteer role → /BackOfficeUserNotAllowed) → RequireDevoteeProfile
 * (volunteer with no devotee chosen → /devoteeProfileDetails, for booking screens only). The payment link page
 * and the gateway's return after paying by link in the same tab need no login (RequireLoginUnlessLinkReturn).
 *
 * Fallbacks: unknown paths (the catch-all) show the product screen "Something went wrong"; a screen
 * that throws while rendering shows the same inside the layout (AppLayout's error boundary); a
 * screen whose code cannot be loaded, or a guard or the layout that throws, shows the generic
 * "Unexpected Application Error!" screen.
 */
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { SomethingWentWrong } from '../components/something-went-wrong/something-went-wrong';
import { PATHS } from '../lib/paths';
import { AppLayout } from './app-layout';
import { BackOfficeGate, RequireDevoteeProfile, RequireLogin, RequireLoginUnlessLinkReturn } from './guards';
import { RouteErrorScreen, ScreenLoadError } from './route-error';

type Loader = () => Promise<{ default: ComponentType }>;

const RELOADED_FOR_CHUNK = 'sannidhi.reloadedForChunk';

/**
 * A lazily loaded screen. When its chunk cannot be fetched — typically a release replaced the
 * hashed files under an open tab — the page reloads once to pick up the new build; a second
 * failure shows the route error screen.
 */
const screen = (load: Loader) =>
  lazy(async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_FOR_CHUNK);
      return module;
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED_FOR_CHUNK)) {
        sessionStorage.setItem(RELOADED_FOR_CHUNK, '1');
        window.location.reload();
        return new Promise<never>(() => {}); // keep the current screen until the reload
      }
      sessionStorage.removeItem(RELOADED_FOR_CHUNK);
      throw new ScreenLoadError(error);
    }
  });

const Login = screen(() => import('../features/auth/routes/login'));
const Logout = screen(() => import('../features/auth/routes/logout'));
const PaymentLink = screen(() => import('../features/payment/routes/payment-link'));
const CenterSelection = screen(() => import('../features/centers/routes/center-selection'));
const BackOfficeUserNotAllowed = screen(() => import('../features/auth/routes/back-office-user-not-allowed'));
const StaffHome = screen(() => import('../features/staff/home/routes/staff-home'));
const FailedRefunds = screen(() => import('../features/staff/refunds/routes/failed-refunds'));
const StaffRoles = screen(() => import('../features/staff/roles/routes/staff-roles'));
const DayRituals = screen(() => import('../features/staff/day/routes/day-rituals'));
const StaffCatalogue = screen(() => import('../features/staff/catalogue/routes/staff-catalogue'));
const StaffPackages = screen(() => import('../features/staff/packages/routes/staff-packages'));
const CenterSettings = screen(() => import('../features/staff/center/routes/center-settings'));
const PrasadamDispatch = screen(() => import('../features/staff/dispatch/routes/prasadam-dispatch'));
const Accounts = screen(() => import('../features/staff/accounts/routes/accounts'));
const AuditLog = screen(() => import('../features/staff/audit/routes/audit-log'));
const StaffSchedule = screen(() => import('../features/staff/schedule/routes/staff-schedule'));
const InfoRedirect = screen(() => import('../features/info/routes/info-redirect'));
const DevoteeProfileDetails = screen(() => import('../features/devotee/routes/devotee-profile-details'));
const PaymentResult = screen(() => import('../features/payment/routes/payment-result'));
const GpmsResponse = screen(() => import('../features/payment/routes/gpms-response'));
const MyRituals = screen(() => import('./routes/my-rituals'));
const Dashboard = screen(() => import('./routes/dashboard'));
const MyData = screen(() => import('../features/data-rights/routes/my-data'));
const Bobr = screen(() => import('../routes/bobr'));
const RitualList = screen(() => import('../features/rituals/routes/ritual-list'));
const BookRitual = screen(() => import('../features/rituals/routes/book-ritual'));
const EventRituals = screen(() => import('../features/rituals/routes/event-rituals'));
const CarRedirect = screen(() => import('../features/rituals/routes/car-redirect'));
const Cart = screen(() => import('../features/cart/routes/cart'));
const SubscriptionNotice = screen(() => import('../features/subscriptions/routes/subscription-notice'));
const CardPayment = screen(() => import('../features/payment/routes/card-payment'));

const INFO_PATHS = [
  PATHS.sadhana,
  PATHS.events,
  PATHS.bringDeviHome,
  PATHS.visitDevi,
  PATHS.aboutDevi,
  PATHS.blog,
];

export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <RouteErrorScreen error={error} />}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={PATHS.login} element={<Login />} />
          <Route path={PATHS.logout} element={<Logout />} />
          <Route element={<BackOfficeGate />}>
            <Route path={PATHS.paymentLink} element={<PaymentLink />} />
            <Route path={PATHS.subscriptionNotice} element={<SubscriptionNotice />} />
            {/* The gateway's return: no login after paying by link in this tab (the link page remembers it). */}
            <Route element={<RequireLoginUnlessLinkReturn />}>
              <Route path={PATHS.gpmsResponse} element={<GpmsResponse />} />
            </Route>
          </Route>
          <Route element={<RequireLogin />}>
            <Route index element={<CenterSelection />} />
            <Route path={PATHS.backOfficeUserNotAllowed} element={<BackOfficeUserNotAllowed />} />
            {/* Staff, not office volunteers: outside the back-office gate; the api checks the role and centre. */}
            <Route path={PATHS.staffHome} element={<StaffHome />} />
            <Route path={PATHS.staffRefunds} element={<FailedRefunds />} />
            <Route path={PATHS.staffRoles} element={<StaffRoles />} />
            <Route path={PATHS.staffDay} element={<DayRituals />} />
            <Route path={PATHS.staffCatalogue} element={<StaffCatalogue />} />
            <Route path={PATHS.staffCenter} element={<CenterSettings />} />
            <Route path={PATHS.staffPackages} element={<StaffPackages />} />
            <Route path={PATHS.staffDispatch} element={<PrasadamDispatch />} />
            <Route path={PATHS.staffAccounts} element={<Accounts />} />
            <Route path={PATHS.staffAudit} element={<AuditLog />} />
            <Route path={PATHS.staffSchedule} element={<StaffSchedule />} />
            <Route element={<BackOfficeGate />}>
              {INFO_PATHS.map((path) => (
                <Route key={path} path={path} element={<InfoRedirect />} />
              ))}
              {/* The Back Office Registration screen: an office volunteer finds or registers the devotee. */}
              <Route path={PATHS.devoteeProfileDetails} element={<DevoteeProfileDetails />} />
              {/* Clears the cart and the devotee on mount, so it must not sit behind RequireDevoteeProfile. */}
              <Route path={PATHS.paymentResult} element={<PaymentResult />} />
              <Route path={PATHS.account} element={<MyRituals />} />
              <Route path={PATHS.accountProfile} element={<Dashboard />} />
              <Route path={PATHS.accountData} element={<MyData />} />
              <Route path={PATHS.bobr} element={<Bobr />} />
              <Route element={<RequireDevoteeProfile />}>
                <Route path={PATHS.rituals} element={<RitualList />} />
                <Route path={PATHS.bookRitual} element={<BookRitual />} />
                <Route path={PATHS.eventRituals} element={<EventRituals />} />
                <Route path={PATHS.car} element={<CarRedirect />} />
                <Route path={PATHS.cart} element={<Cart />} />
                <Route path={PATHS.cardPayment} element={<CardPayment />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<SomethingWentWrong />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}

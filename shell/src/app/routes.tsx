import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { PAGE_ROUTES, PAGES } from '@rl/contracts/pages';
import { HomePage } from '../features/landing/components/HomePage';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import {
  AdminDashboardPage,
  ComparePage,
  CreateListingPage,
  DashboardPage,
  EditListingPage,
  OfferAnswerPage,
  SearchPage,
  SoldPage,
  ValuePage,
  VehicleDetailPage,
} from './remotes/remote-pages';
import { RouteLoading } from '../shared/ui/RouteLoading';
import { AppLayout } from './AppLayout';
import type { RouteHandle } from './document-title';

/** Shell screens that are not needed on `/` load on demand (the auth form pulls in zod). */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  );
}

/** `/vehicle/:id` (singular, used by older links) is the detail page at `/vehicles/:id`. */
function VehicleRedirect() {
  const { id } = useParams();
  return <Navigate to={PAGES.vehicle(id ?? '')} replace />;
}

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/** The route table of spec §2. Each screen's document title is its route's `handle.title`. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: PAGE_ROUTES.home, element: <HomePage /> },
      { path: PAGE_ROUTES.signIn, ...titled('Sign In'), element: lazyPage(() => import('../features/auth/components/AuthPage')) },
      // the account pages (paths as in ACCOUNT_PAGES of the contracts, which the first load does not import)
      { path: PAGE_ROUTES.account, ...titled('My Account'), element: lazyPage(() => import('../features/account/components/AccountPage')) },
      // conversations with the sales team (SALES_PAGES of the contracts)
      { path: PAGE_ROUTES.myMessages, ...titled('My Messages'), element: lazyPage(() => import('../features/messages/components/MessagesPage')) },
      { path: PAGE_ROUTES.myThread, ...titled('My Messages'), element: lazyPage(() => import('../features/messages/components/MessagesPage')) },
      { path: PAGE_ROUTES.conversation, ...titled('Conversation'), element: lazyPage(() => import('../features/messages/components/ConversationLinkPage')) },
      {
        path: PAGE_ROUTES.resetPassword,
        ...titled('Reset Password'),
        element: lazyPage(() => import('../features/auth/components/ResetPasswordPage')),
      },
      {
        path: PAGE_ROUTES.verifyEmail,
        ...titled('Confirm Email'),
        element: lazyPage(() => import('../features/account/components/VerifyEmailPage')),
      },
      // an alert mail's unsubscribe link (UNSUBSCRIBE_PAGE of the contracts)
      { path: PAGE_ROUTES.unsubscribe, ...titled('Unsubscribe'), element: lazyPage(() => import('../features/alerts/components/UnsubscribePage')) },
      // the expiry reminder's one-click link (STILL_AVAILABLE_PAGE of the contracts)
      {
        path: PAGE_ROUTES.stillAvailable,
        ...titled('Still Available'),
        element: lazyPage(() => import('../features/listing-freshness/components/StillAvailablePage')),
      },
      { path: PAGE_ROUTES.search, ...titled('Vehicle Search'), element: <SearchPage /> },
      { path: PAGE_ROUTES.vehicle, ...titled('Vehicle Details'), element: <VehicleDetailPage /> },
      { path: PAGE_ROUTES.vehicleLegacy, ...titled('Vehicle Details'), element: <VehicleRedirect /> },
      { path: PAGE_ROUTES.compare, ...titled('Compare Vehicles'), element: <ComparePage /> },
      { path: PAGE_ROUTES.sold, ...titled('Recently Sold'), element: <SoldPage /> },
      { path: PAGE_ROUTES.dashboard, ...titled('Seller Dashboard'), element: <DashboardPage /> },
      // the offer mail's signed links (PIPELINE_PAGES.offerAnswer of the contracts): the seller answers without signing in
      { path: PAGE_ROUTES.offerAnswer, ...titled('Answer an Offer'), element: <OfferAnswerPage /> },
      // the instant valuation, for anyone (VALUATION_PAGE of the contracts)
      { path: PAGE_ROUTES.valuation, ...titled('What Is My Car Worth?'), element: <ValuePage /> },
      { path: PAGE_ROUTES.createListing, ...titled('Create Listing'), element: <CreateListingPage /> },
      { path: PAGE_ROUTES.editListing, ...titled('Edit Listing'), element: <EditListingPage /> },
      { path: PAGE_ROUTES.admin, ...titled('Admin Dashboard'), element: <AdminDashboardPage /> },
      { path: PAGE_ROUTES.howItWorks, ...titled('How It Works'), element: lazyPage(() => import('../features/static-pages/components/HowItWorksPage')) },
      { path: PAGE_ROUTES.financing, ...titled('Financing'), element: lazyPage(() => import('../features/static-pages/components/FinancingPage')) },
      { path: PAGE_ROUTES.faq, ...titled('Frequently Asked Questions'), element: lazyPage(() => import('../features/static-pages/components/FaqPage')) },
      {
        path: PAGE_ROUTES.privacyPolicy,
        ...titled('Privacy Policy'),
        element: lazyPage(() => import('../features/static-pages/components/PrivacyPolicyPage')),
      },
      {
        path: PAGE_ROUTES.terms,
        ...titled('Terms of Service'),
        element: lazyPage(() => import('../features/static-pages/components/TermsOfServicePage')),
      },
      { path: '*', ...titled('Page Not Found'), element: <NotFoundPage /> },
    ],
  },
];

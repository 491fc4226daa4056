import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
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
  return <Navigate to={`/vehicles/${id ?? ''}`} replace />;
}

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/** The route table of spec §2. Each screen's document title is its route's `handle.title`. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth', ...titled('Sign In'), element: lazyPage(() => import('../features/auth/components/AuthPage')) },
      // the account pages (paths as in ACCOUNT_PAGES of the contracts, which the first load does not import)
      { path: '/account', ...titled('My Account'), element: lazyPage(() => import('../features/account/components/AccountPage')) },
      // conversations with the sales team (SALES_PAGES of the contracts)
      { path: '/account/messages', ...titled('My Messages'), element: lazyPage(() => import('../features/messages/components/MessagesPage')) },
      { path: '/account/messages/:id', ...titled('My Messages'), element: lazyPage(() => import('../features/messages/components/MessagesPage')) },
      { path: '/conversations', ...titled('Conversation'), element: lazyPage(() => import('../features/messages/components/ConversationLinkPage')) },
      {
        path: '/reset-password',
        ...titled('Reset Password'),
        element: lazyPage(() => import('../features/auth/components/ResetPasswordPage')),
      },
      {
        path: '/verify-email',
        ...titled('Confirm Email'),
        element: lazyPage(() => import('../features/account/components/VerifyEmailPage')),
      },
      // an alert mail's unsubscribe link (UNSUBSCRIBE_PAGE of the contracts)
      { path: '/unsubscribe', ...titled('Unsubscribe'), element: lazyPage(() => import('../features/alerts/components/UnsubscribePage')) },
      // the expiry reminder's one-click link (STILL_AVAILABLE_PAGE of the contracts)
      {
        path: '/still-available',
        ...titled('Still Available'),
        element: lazyPage(() => import('../features/listing-freshness/components/StillAvailablePage')),
      },
      { path: '/search', ...titled('Vehicle Search'), element: <SearchPage /> },
      { path: '/vehicles/:id', ...titled('Vehicle Details'), element: <VehicleDetailPage /> },
      { path: '/vehicle/:id', ...titled('Vehicle Details'), element: <VehicleRedirect /> },
      { path: '/compare', ...titled('Compare Vehicles'), element: <ComparePage /> },
      { path: '/sold', ...titled('Recently Sold'), element: <SoldPage /> },
      { path: '/dashboard', ...titled('Seller Dashboard'), element: <DashboardPage /> },
      // the offer mail's signed links (PIPELINE_PAGES.offerAnswer of the contracts): the seller answers without signing in
      { path: '/offer-answer', ...titled('Answer an Offer'), element: <OfferAnswerPage /> },
      // the instant valuation, for anyone (VALUATION_PAGE of the contracts)
      { path: '/sell/value', ...titled('What Is My Car Worth?'), element: <ValuePage /> },
      { path: '/create-listing', ...titled('Create Listing'), element: <CreateListingPage /> },
      { path: '/edit-listing/:id', ...titled('Edit Listing'), element: <EditListingPage /> },
      { path: '/admin', ...titled('Admin Dashboard'), element: <AdminDashboardPage /> },
      { path: '/how-it-works', ...titled('How It Works'), element: lazyPage(() => import('../features/static-pages/components/HowItWorksPage')) },
      { path: '/financing', ...titled('Financing'), element: lazyPage(() => import('../features/static-pages/components/FinancingPage')) },
      { path: '/faq', ...titled('Frequently Asked Questions'), element: lazyPage(() => import('../features/static-pages/components/FaqPage')) },
      {
        path: '/privacy-policy',
        ...titled('Privacy Policy'),
        element: lazyPage(() => import('../features/static-pages/components/PrivacyPolicyPage')),
      },
      {
        path: '/terms',
        ...titled('Terms of Service'),
        element: lazyPage(() => import('../features/static-pages/components/TermsOfServicePage')),
      },
      { path: '*', ...titled('Page Not Found'), element: <NotFoundPage /> },
    ],
  },
];

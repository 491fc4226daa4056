import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/landing/components/HomePage';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import {
  AdminDashboardPage,
  CreateListingPage,
  DashboardPage,
  EditListingPage,
  SearchPage,
  VehicleDetailPage,
} from '../remotes/remote-pages';
import { RouteLoading } from '../remotes/RouteLoading';
import { AppLayout } from './AppLayout';

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

/** The route table of spec §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth', element: lazyPage(() => import('../features/auth/components/AuthPage')) },
      { path: '/search', element: <SearchPage /> },
      { path: '/vehicles/:id', element: <VehicleDetailPage /> },
      { path: '/vehicle/:id', element: <VehicleRedirect /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/create-listing', element: <CreateListingPage /> },
      { path: '/edit-listing/:id', element: <EditListingPage /> },
      { path: '/admin', element: <AdminDashboardPage /> },
      { path: '/how-it-works', element: lazyPage(() => import('../features/static-pages/components/HowItWorksPage')) },
      { path: '/financing', element: lazyPage(() => import('../features/static-pages/components/FinancingPage')) },
      { path: '/faq', element: lazyPage(() => import('../features/static-pages/components/FaqPage')) },
      {
        path: '/privacy-policy',
        element: lazyPage(() => import('../features/static-pages/components/PrivacyPolicyPage')),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

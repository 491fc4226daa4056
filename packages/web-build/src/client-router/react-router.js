// The `react-router` the shell provides to every app of the page: the package's browser API
// without its server and framework-mode parts (see ./README.md). Resolved through the alias
// `@rl/react-router-full`, so this file is not itself taken for the shared `react-router`.
export {
  Await, BrowserRouter, Form, HashRouter, IDLE_BLOCKER, IDLE_FETCHER, IDLE_NAVIGATION, Link, MemoryRouter,
  NavLink, Navigate, NavigationType, Outlet, Route, Router, RouterContextProvider, RouterProvider, Routes,
  ScrollRestoration, UNSAFE_AwaitContextProvider, UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext,
  UNSAFE_ErrorResponseImpl, UNSAFE_FetchersContext, UNSAFE_LocationContext, UNSAFE_NavigationContext,
  UNSAFE_RouteContext, UNSAFE_ViewTransitionContext, UNSAFE_WithComponentProps, UNSAFE_WithErrorBoundaryProps,
  UNSAFE_WithHydrateFallbackProps, UNSAFE_createBrowserHistory, UNSAFE_createHashHistory,
  UNSAFE_createMemoryHistory, UNSAFE_createRouter, UNSAFE_invariant, UNSAFE_mapRouteProperties,
  UNSAFE_useScrollRestoration, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps, createBrowserRouter, createContext, createHashRouter, createMemoryRouter,
  createPath, createRoutesFromChildren, createRoutesFromElements, createSearchParams, data, generatePath, href,
  isRouteErrorResponse, matchPath, matchRoutes, parsePath, redirect, redirectDocument, renderMatches, replace,
  resolvePath, unstable_HistoryRouter, unstable_usePrompt, unstable_useRoute, unstable_useRouterState,
  useActionData, useAsyncError, useAsyncValue, useBeforeUnload, useBlocker, useFetcher, useFetchers,
  useFormAction, useHref, useInRouterContext, useLinkClickHandler, useLoaderData, useLocation, useMatch,
  useMatches, useNavigate, useNavigation, useNavigationType, useOutlet, useOutletContext, useParams,
  useResolvedPath, useRevalidator, useRouteError, useRouteLoaderData, useRoutes, useSearchParams, useSubmit,
  useViewTransitionState,
} from '@rl/react-router-full';

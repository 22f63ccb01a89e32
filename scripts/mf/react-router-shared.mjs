// The react-router-dom every build shares (see shared-deps.mjs): only the exports the apps import, so the
// shared chunk leaves out react-router's server rendering, cookie and session code. An app that imports a
// name missing here fails its build (exportsPresence: 'error'); add the name to this list.
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  matchPath,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
  isRouteErrorResponse,
  generatePath,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';

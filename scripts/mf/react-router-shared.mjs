// The react-router-dom every build shares (see shared-deps.mjs): only the exports the apps import, so the
// shared chunk leaves out react-router's data router (loaders, actions, fetchers), server rendering,
// cookie and session code. The app uses the component router (<BrowserRouter>, <Routes>). An app that
// imports a name missing here fails its build (exportsPresence: 'error'); add the name to this list.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';

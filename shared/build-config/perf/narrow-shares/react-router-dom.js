// What the console's apps use of react-router-dom, shared under that name instead of the whole package.
// A shared module cannot be tree-shaken (any remote may ask for any export), and react-router 7 is ~60 KB gzip
// whole; re-exporting only these names lets webpack drop the rest (data routers, forms, fetchers, server parts)
// before the share is built. `whole/react-router-dom` is the package itself (an alias in federation.js).
// A test (shared/src/build-config.test.ts) fails when an app imports a name that is not here.
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'whole/react-router-dom';

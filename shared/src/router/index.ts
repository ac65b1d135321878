/**
 * The router, as the portal uses it. A shared module is shipped whole, so sharing 'react-router-dom'
 * shipped every framework-mode API (about 60 KB gzipped); this barrel is shared instead and webpack
 * keeps only what it re-exports. Add an export here before using a new router API.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction } from 'react-router';

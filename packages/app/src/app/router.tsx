import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomeContainer } from '../features/home/HomeContainer';
import { MembersContainer } from '../features/members/MembersContainer';
import { useRecordVisits } from '../features/tracking/useRecordVisits';
import { ADMIN_SECTIONS, MEMBER_PATHS } from './guards';

// Member and admin areas are separate chunks, loaded on demand (DESIGN.md budgets); the public routes are eager.
const MemberArea = lazy(() => import('../features/memberSpace/routes'));
const AdminArea = lazy(() => import('../features/admin/routes'));
// Form-heavy screens (Formik + Yup) load on demand too.
const loadLogin = () => import('../features/login/LoginContainer');
const loadNews = () => import('../features/news/NewsContainer');
const LoginRoute = lazy(loadLogin);
const NewsRoute = lazy(loadNews);
// Member details carry the map, the gallery and the reviews: their own chunk (the review form is another one).
const loadMemberDetails = () => import('../features/memberDetails/MemberDetailsContainer');
const MemberDetailsRoute = lazy(loadMemberDetails);

/**
 * Starts fetching the code of the lazily loaded public page the visitor lands on while the app boots, rather than
 * once the router has rendered: one round trip less before that page shows. A failure here is left to the route,
 * whose own import reports it.
 */
export function preloadRoute(pathname: string): void {
  const load = /^\/membre\/[^/]+\/?$/.test(pathname) ? loadMemberDetails : pathname === '/actualites' ? loadNews : pathname === '/login' ? loadLogin : null;
  load?.().catch(() => undefined);
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export const ADMIN_PATHS = [
  ...ADMIN_SECTIONS.map((section) => `/${section}`),
  ...ADMIN_SECTIONS.map((section) => `/admin/${section}`),
  '/admin/membres/:id',
  '/admin/membres/:id/edit',
];

/** The routes of DESIGN.md; unknown paths go to '/' (spec public §2.1). */
export function AppRoutes() {
  useRecordVisits();
  return (
    <Routes>
      <Route path="/" element={<HomeContainer />} />
      <Route path="/accueil" element={<HomeContainer />} />
      <Route path="/membres" element={<MembersContainer />} />
      <Route path="/membre/:id" element={<Loading><MemberDetailsRoute /></Loading>} />
      <Route path="/actualites" element={<Loading><NewsRoute /></Loading>} />
      <Route path="/login" element={<Loading><LoginRoute /></Loading>} />
      {/* spec public §2.1: the member space's default is the company profile. */}
      <Route path="/espace-membre" element={<Navigate to="/apropos" replace />} />
      {MEMBER_PATHS.filter((path) => path !== '/espace-membre').map((path) => (
        <Route key={path} path={path} element={<Loading><MemberArea /></Loading>} />
      ))}
      {ADMIN_PATHS.map((path) => (
        <Route key={path} path={path} element={<Loading><AdminArea /></Loading>} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

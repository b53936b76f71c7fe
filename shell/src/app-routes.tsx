import { lazy, type ReactNode, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { consoleRolesAtom } from '@fikr/shared';
import { RemoteModule } from './federation/remote-module';
import { menuEntries, seesDashboard, useConsolePages, visiblePages } from './federation/console-pages';
import { RemotePage } from './layout/remote-page';
import { FullPageSpinner, RequireBusiness, RequireUser } from './auth/guards';

// Every page is its own chunk: the landing and the sign-in pages never load the console's code and the
// console never loads theirs (nor the antd components only they render).
const LandingRoute = lazy(() => import('./landing/landing-route').then((m) => ({ default: m.LandingRoute })));
const LoginPage = lazy(() => import('./auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('./auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ConsoleNotFound = lazy(() => import('./pages/not-found').then((m) => ({ default: m.ConsoleNotFound })));
const PublicNotFound = lazy(() => import('./pages/not-found').then((m) => ({ default: m.PublicNotFound })));
const ConsoleLayout = lazy(() => import('./layout/console-layout').then((m) => ({ default: m.ConsoleLayout })));
const DashboardPage = lazy(() => import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const CreateBusinessPage = lazy(() =>
  import('./wizard/create-business-page').then((m) => ({ default: m.CreateBusinessPage })),
);

const whileLoading = (page: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>;

/** Old dashboard links without the /business prefix land on the business routes (spec section 2). */
function LegacyRedirect({ to }: { to: string }) {
  const params = useParams();
  const rest = params['*'] ? `/${params['*']}` : '';
  return <Navigate to={`${to}${rest}`} replace />;
}

export function AppRoutes() {
  // The console's pages are what the runtime manifest declares, for the signed-in user's role: a remote added to
  // the manifest brings its routes, menu item and titles without a shell release.
  const pages = useConsolePages();
  const roles = useAtomValue(consoleRolesAtom);
  const home = menuEntries(pages, roles)[0]?.key ?? '/business/dashboard';
  // a cashier's console starts at the till, an operator's without a business at the operators' pages: the
  // dashboard's figures are not theirs to read
  const dashboard =
    roles.length === 0 || seesDashboard(roles) ? (
      <DashboardPage />
    ) : home === '/business/dashboard' ? (
      whileLoading(<ConsoleNotFound />)
    ) : (
      <Navigate to={home} replace />
    );
  return (
    <Routes>
      <Route path="/" element={whileLoading(<LandingRoute />)} />
      <Route path="/login" element={whileLoading(<LoginPage />)} />
      <Route path="/register" element={whileLoading(<RegisterPage />)} />
      <Route path="/forgot-password" element={whileLoading(<ForgotPasswordPage />)} />
      <Route path="/form/:code" element={<RemoteModule remote="mf_public" module="public-form-page" />} />
      <Route path="/form-completed" element={<RemoteModule remote="mf_public" module="completed-page" />} />
      <Route path="/voucher/:token" element={<RemoteModule remote="mf_public" module="voucher-page" />} />
      <Route element={<RequireUser />}>
        <Route path="/create-business" element={whileLoading(<CreateBusinessPage />)} />
        <Route element={<RequireBusiness />}>
          <Route path="/business" element={whileLoading(<ConsoleLayout />)}>
            <Route index element={<Navigate to={home} replace />} />
            <Route path="dashboard" element={dashboard} />
            {visiblePages(pages, roles).map((page) => (
              <Route key={`${page.remote}:${page.path}`} path={page.path} element={<RemotePage page={page} />} />
            ))}
            <Route path="*" element={whileLoading(<ConsoleNotFound />)} />
          </Route>
        </Route>
      </Route>
      <Route path="/forms/*" element={<LegacyRedirect to="/business/forms" />} />
      <Route path="/responses/*" element={<LegacyRedirect to="/business/responses" />} />
      <Route path="*" element={whileLoading(<PublicNotFound />)} />
    </Routes>
  );
}

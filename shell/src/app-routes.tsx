import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RemoteModule } from './federation/remote-module';
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
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="forms/:id/responses" element={<RemoteModule remote="mf_responses" module="routes" />} />
            <Route path="forms/*" element={<RemoteModule remote="mf_forms" module="routes" />} />
            <Route path="responses/*" element={<RemoteModule remote="mf_responses" module="routes" />} />
            <Route path="vouchers/*" element={<RemoteModule remote="mf_vouchers" module="routes" />} />
            <Route
              path="settings/*"
              element={
                <RemoteModule
                  remote="mf_settings"
                  module="routes"
                  // settings tab 1 shows mf-payments, loaded at run time so payments ship without a settings release
                  props={{ paymentsTab: <RemoteModule remote="mf_payments" module="payments-tab" /> }}
                />
              }
            />
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

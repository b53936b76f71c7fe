import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RemoteModule } from './federation/remote-module';
import { FullPageSpinner, RequireBusiness, RequireUser } from './auth/guards';
import { LoginPage } from './auth/login-page';
import { RegisterPage } from './auth/register-page';
import { LandingPage } from './landing/landing-page';
import { ConsoleNotFound, PublicNotFound } from './pages/not-found';
import { ForgotPasswordPage } from './auth/forgot-password-page';

// The console is code-split from the landing: its chunks load only on /create-business and /business/*.
const ConsoleLayout = lazy(() => import('./layout/console-layout').then((m) => ({ default: m.ConsoleLayout })));
const DashboardPage = lazy(() => import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const CreateBusinessPage = lazy(() => import('./wizard/create-business-page').then((m) => ({ default: m.CreateBusinessPage })));

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
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
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
            <Route path="*" element={<ConsoleNotFound />} />
          </Route>
        </Route>
      </Route>
      <Route path="/forms/*" element={<LegacyRedirect to="/business/forms" />} />
      <Route path="/responses/*" element={<LegacyRedirect to="/business/responses" />} />
      <Route path="*" element={<PublicNotFound />} />
    </Routes>
  );
}

import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RemoteModule } from './federation/remote-module';
import { RequireBusiness, RequireUser } from './auth/guards';
import { LoginPage } from './auth/login-page';
import { RegisterPage } from './auth/register-page';
import { ConsoleLayout } from './layout/console-layout';
import { LandingPage } from './pages/landing-page';
import { ConsoleNotFound, PublicNotFound } from './pages/not-found';
import { DashboardPage } from './pages/dashboard-page';
import { CreateBusinessPage } from './pages/create-business-page';
import { ForgotPasswordPage } from './auth/forgot-password-page';

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
        <Route path="/create-business" element={<CreateBusinessPage />} />
        <Route element={<RequireBusiness />}>
          <Route path="/business" element={<ConsoleLayout />}>
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

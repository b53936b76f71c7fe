import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@fikr/shared';
import PublicFormPage from './public-form-page';
import CompletedPage from './completed-page';
import VoucherPage from './voucher-page';

// The public form deployed on its own origin.
mountStandalone(
  <Routes>
    <Route path="/form/:code" element={<PublicFormPage />} />
    <Route path="/form-completed" element={<CompletedPage />} />
    <Route path="/voucher/:token" element={<VoucherPage />} />
  </Routes>,
);

import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@fikr/shared';
import PublicFormPage from './public-form-page';
import CompletedPage from './completed-page';
import VoucherPage from './voucher-page';

// The federated remote opened on its own (its dist/index.html): the pages with the shell's providers.
mountStandalone(
  <Routes>
    <Route path="/form/:code" element={<PublicFormPage />} />
    <Route path="/form-completed" element={<CompletedPage />} />
    <Route path="/voucher/:token" element={<VoucherPage />} />
  </Routes>,
);

import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { CompletedPage } from './completed/completed-page';
import { PublicFormPage } from './form/public-form-page';
import { PageFrame } from './ui/page-frame';
import { VoucherPage } from './voucher/voucher-page';

function NotFound() {
  const { t } = useTranslation('public');
  return (
    <PageFrame>
      <h1 className="fp-h">{t('notFound')}</h1>
    </PageFrame>
  );
}

/** The standalone app's routes: the same paths the shell mounts. */
export function PublicRoutes() {
  return (
    <Routes>
      <Route path="/form/:code" element={<PublicFormPage />} />
      <Route path="/form-completed" element={<CompletedPage />} />
      <Route path="/voucher/:token" element={<VoucherPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

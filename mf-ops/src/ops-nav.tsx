import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { NS } from './i18n';

const BASE = '/business/ops';
/** The sub-pages under the one menu item: the businesses list at /business/ops, the others below it. */
const OPS_PAGES = ['businesses', 'money', 'payouts', 'messages', 'reconcile', 'sms'] as const;
type OpsPage = (typeof OPS_PAGES)[number];
const url = (page: OpsPage) => (page === 'businesses' ? BASE : `${BASE}/${page}`);

/** Businesses | Money | Payouts | Messages | Reconciliation | SMS templates; scrolls sideways on a narrow screen. */
export function OpsNav() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = OPS_PAGES.find((page) => page !== 'businesses' && pathname.startsWith(url(page))) ?? 'businesses';
  return (
    <nav aria-label={t('nav.label')} style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}>
      <Segmented<OpsPage>
        value={current}
        options={OPS_PAGES.map((page) => ({ value: page, label: t(`nav.${page}`) }))}
        onChange={(page) => navigate(url(page))}
      />
    </nav>
  );
}

import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { NS } from './i18n';

/** Members | Audit trail: the team's two pages under one menu item. */
export function TeamNav() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.endsWith('/audit') ? 'audit' : 'members';
  return (
    <nav aria-label={t('nav.label')} style={{ marginBottom: 16 }}>
      <Segmented
        value={current}
        options={[
          { value: 'members', label: t('nav.members') },
          { value: 'audit', label: t('nav.audit') },
        ]}
        onChange={(value) => navigate(value === 'audit' ? '/business/team/audit' : '/business/team')}
      />
    </nav>
  );
}

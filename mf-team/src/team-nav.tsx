import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { NS } from './i18n';

const SECTIONS = ['members', 'branches', 'audit'] as const;
type Section = (typeof SECTIONS)[number];
const pathOf = (section: Section) => (section === 'members' ? '/business/team' : `/business/team/${section}`);

/** Members | Branches | Audit trail: the team's pages under one menu item. */
export function TeamNav() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => s !== 'members' && pathname.endsWith(`/${s}`)) ?? 'members';
  return (
    <nav aria-label={t('nav.label')} style={{ marginBottom: 16 }}>
      <Segmented<Section>
        value={current}
        options={SECTIONS.map((value) => ({ value, label: t(`nav.${value}`) }))}
        onChange={(value) => navigate(pathOf(value))}
      />
    </nav>
  );
}

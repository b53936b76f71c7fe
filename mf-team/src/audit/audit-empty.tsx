import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../i18n';

/** Nothing recorded yet: what the trail will hold, and the team page to invite the first member. */
export function AuditEmpty() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <Empty
      data-testid="audit-empty"
      description={
        <>
          <strong>{t('audit.empty')}</strong>
          <br />
          {t('audit.emptyText')}
        </>
      }
    >
      <Button type="primary" onClick={() => navigate('/business/team')}>
        {t('audit.emptyAction')}
      </Button>
    </Empty>
  );
}

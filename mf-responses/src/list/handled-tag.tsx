import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { LightTag } from './light-tag';

/** The list's mark on a handled response. */
export function HandledTag() {
  const { t } = useTranslation(NS);
  return (
    <LightTag tone="success" icon={<CheckCircleOutlined />} data-testid="handled-tag" style={{ marginInlineStart: 8 }}>
      {t('followUp.handled')}
    </LightTag>
  );
}

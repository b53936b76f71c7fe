import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface VoucherConfirmationProps {
  confirmed: boolean;
  /** Whether a confirmation request can still make sense (not redeemed, not expired). */
  usable: boolean;
  sent: boolean;
  busy: 'send' | 'check' | 'use' | null;
  onSend: () => void;
  onCheck: () => void;
}

/** Not confirmed → 'Surov yuborish'; once sent → 'Tekshirish'; userConfirm → 'Tasdiqlangan'. */
export function VoucherConfirmation({ confirmed, usable, sent, busy, onSend, onCheck }: VoucherConfirmationProps) {
  const { t } = useTranslation(NS);
  if (confirmed) return <Tag color="success">{t('confirm.confirmed')}</Tag>;
  return (
    <Space wrap>
      <Tag>{t('confirm.notConfirmed')}</Tag>
      {usable && sent && (
        <Button size="small" type="primary" loading={busy === 'check'} disabled={busy !== null} onClick={onCheck}>
          {t('confirm.check')}
        </Button>
      )}
      {usable && (
        <Button size="small" loading={busy === 'send'} disabled={busy !== null} onClick={onSend}>
          {t('confirm.send')}
        </Button>
      )}
    </Space>
  );
}

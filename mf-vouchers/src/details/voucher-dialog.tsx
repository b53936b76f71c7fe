import { Alert, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPhone, formatSom, remainingDays, voucherState, type Voucher } from '@fikr/shared';
import { NS } from '../i18n';
import { DaysLeftTag, VoucherStateTag } from '../voucher-state-tag';
import { useVoucherActions } from './use-voucher-actions';
import { VoucherConfirmation } from './voucher-confirmation';

interface VoucherDialogProps {
  voucher: Voucher;
  sent: boolean;
  onClose: () => void;
  onUpdated: (voucher: Voucher) => void;
  onSent: (voucherId: string) => void;
  onUsed: () => void;
}

/** Details of one voucher with the customer-confirmation flow and the 'Foydalanish' (use) button. */
export function VoucherDialog({ voucher, sent, onClose, onUpdated, onSent, onUsed }: VoucherDialogProps) {
  const { t } = useTranslation(NS);
  const actions = useVoucherActions(voucher, { onUpdated, onSent, onUsed });
  const now = new Date();
  const state = voucherState(voucher, now);
  const usable = state === 'valid';

  const footer = (
    // the hint has its own line above the buttons, so 'Foydalanish' never wraps under it on a phone
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 8 }}>
      {usable && !voucher.userConfirm && (
        <Typography.Text type="secondary" data-testid="use-hint" style={{ textAlign: 'right' }}>
          {t('dialog.useHint')}
        </Typography.Text>
      )}
      <Space style={{ whiteSpace: 'nowrap' }} data-testid="dialog-buttons">
        <Button onClick={onClose}>{t('dialog.close')}</Button>
        {usable && (
          <Button
            type="primary"
            disabled={!voucher.userConfirm || actions.busy !== null}
            loading={actions.busy === 'use'}
            onClick={() => void actions.use()}
          >
            {t('dialog.use')}
          </Button>
        )}
      </Space>
    </div>
  );

  return (
    <Modal open title={t('dialog.title')} onCancel={onClose} footer={footer} destroyOnHidden>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('dialog.amount')}>
          {t('som', { amount: formatSom(voucher.amount) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('dialog.code')}>
          <Typography.Text code copyable>
            {voucher.code.toUpperCase()}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('dialog.status')}>
          <Space size={4} wrap>
            <VoucherStateTag state={state} place="dialog" />
            {usable && <DaysLeftTag days={remainingDays(voucher.expiresAt, now)} />}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('dialog.description')}>{voucher.description || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.expiresAt')}>{formatDateTime(voucher.expiresAt)}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.customer')}>{voucher.user?.name?.trim() || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.phone')}>
          {voucher.user?.phone ? formatPhone(voucher.user.phone) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('dialog.createdAt')}>{formatDateTime(voucher.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.updatedAt')}>{formatDateTime(voucher.updatedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.confirmation')}>
          <VoucherConfirmation
            confirmed={voucher.userConfirm}
            usable={usable}
            sent={sent}
            busy={actions.busy}
            onSend={() => void actions.send()}
            onCheck={() => void actions.check()}
          />
        </Descriptions.Item>
      </Descriptions>
      {actions.notice && (
        <Alert style={{ marginTop: 16 }} type={actions.notice.type} title={actions.notice.text} showIcon />
      )}
    </Modal>
  );
}

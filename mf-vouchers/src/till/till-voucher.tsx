import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerLabel, formatSom, remainingDays, voucherState, type Voucher } from '@fikr/shared';
import { NS } from '../i18n';
import { DaysLeftTag, VoucherStateTag } from '../voucher-state-tag';
import { useVoucherActions } from '../details/use-voucher-actions';
import { VoucherConfirmation } from '../details/voucher-confirmation';
import { useConfirmationWait } from './use-confirmation-wait';

interface TillVoucherProps {
  voucher: Voucher;
  reload: (voucher: Voucher) => Promise<Voucher | undefined>;
  onUpdated: (voucher: Voucher) => void;
  onUsed: (voucher: Voucher) => void;
}

/** The voucher found at the till: amount, customer, state, confirmation, and 'Foydalanish' once confirmed. */
export function TillVoucher({ voucher, reload, onUpdated, onUsed }: TillVoucherProps) {
  const { t } = useTranslation(NS);
  const [sent, setSent] = useState(false);
  const actions = useVoucherActions(voucher, {
    onUpdated,
    onSent: () => setSent(true),
    onUsed: () => onUsed(voucher),
    reload,
  });
  const state = voucherState(voucher);
  const usable = state === 'valid';
  useConfirmationWait(voucher, sent && usable && !voucher.userConfirm, reload, onUpdated);
  return (
    <section aria-label={t('till.voucher')} style={{ marginTop: 16 }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('dialog.amount')}>
          {t('som', { amount: formatSom(voucher.amount) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('dialog.code')}>{voucher.code.toUpperCase()}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.customer')}>{customerLabel(voucher.user) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('dialog.status')}>
          <Space size={4} wrap>
            <VoucherStateTag state={state} place="dialog" />
            {usable && <DaysLeftTag days={remainingDays(voucher.expiresAt)} />}
          </Space>
        </Descriptions.Item>
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
        <Alert style={{ marginTop: 12 }} type={actions.notice.type} title={actions.notice.text} showIcon />
      )}
      {usable && (
        <div style={{ marginTop: 12 }}>
          {!voucher.userConfirm && <Typography.Paragraph type="secondary">{t('dialog.useHint')}</Typography.Paragraph>}
          <Button
            type="primary"
            size="large"
            block
            disabled={!voucher.userConfirm || actions.busy !== null}
            loading={actions.busy === 'use'}
            onClick={() => void actions.use()}
          >
            {t('dialog.use')}
          </Button>
        </div>
      )}
    </section>
  );
}

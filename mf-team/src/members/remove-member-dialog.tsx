import { useState } from 'react';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, formatPhone } from '@fikr/shared';
import type { Member } from '@fikr/shared/schemas';
import { NS } from '../i18n';

/** Asks before a member loses access; the API's reason stays in the dialog when it refuses. */
export function RemoveMemberDialog(props: { member: Member; onRemove: () => Promise<void>; onClose: () => void }) {
  const { member, onRemove, onClose } = props;
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onRemove();
      onClose();
    } catch (err) {
      setFailure(apiErrorMessage(err, `${NS}:removeDialog.failed`));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('removeDialog.title')}
      okText={t('removeDialog.confirm')}
      cancelText={t('removeDialog.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('removeDialog.text', { phone: formatPhone(member.phone), role: t(`role.${member.role}`) })}</p>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}

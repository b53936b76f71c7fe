import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  /** Does the thing; true when it is done (it then closes), false keeps the dialog open. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back; the action reports its own outcome. */
export function ConfirmDialog({ title, text, confirm, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  async function ok() {
    setBusy(true);
    if (await onConfirm()) onClose();
    else setBusy(false);
  }
  return (
    <Modal
      open
      title={title}
      okText={confirm}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      <p>{text}</p>
    </Modal>
  );
}

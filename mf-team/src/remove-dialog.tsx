import { useState } from 'react';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@fikr/shared';
import { NS } from './i18n';

/** The texts' group (title, text, confirm, cancel, failed) and the values its text reads. */
type RemoveTexts =
  | { texts: 'removeDialog'; values: { phone: string; role: string } }
  | { texts: 'removeBranch'; values: { name: string } };

type RemoveDialogProps = RemoveTexts & {
  onRemove: () => Promise<void>;
  onClose: () => void;
};

/** Asks before a member or a branch goes; the API's reason stays in the dialog when it refuses. */
export function RemoveDialog({ texts, values, onRemove, onClose }: RemoveDialogProps) {
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
      setFailure(apiErrorMessage(err, `${NS}:${texts}.failed`));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t(`${texts}.title`)}
      okText={t(`${texts}.confirm`)}
      cancelText={t(`${texts}.cancel`)}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>{texts === 'removeDialog' ? t('removeDialog.text', values) : t('removeBranch.text', values)}</p>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}

import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { markedModal } from '../remote-root';

export function RequestSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation([NS, 'common']);
  return (
    <Modal open={open} onCancel={onClose} footer={null} centered modalRender={markedModal}>
      <Result
        status="success"
        title={t('common:success.requestSent')}
        extra={
          <Button type="primary" onClick={onClose}>
            {t('request.close')}
          </Button>
        }
      />
    </Modal>
  );
}

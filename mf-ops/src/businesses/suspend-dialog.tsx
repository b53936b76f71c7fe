import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api, apiErrorMessage, toast } from '@fikr/shared';
import { suspendRequestSchema, type OpsBusiness } from '@fikr/shared/schemas';
import { NS } from '../i18n';

interface SuspendDialogProps {
  business: OpsBusiness;
  onDone: () => void;
  onClose: () => void;
}

/** Asks for the reason (required, kept in the operators' audit) before a business is suspended. */
export function SuspendDialog({ business, onDone, onClose }: SuspendDialogProps) {
  const { t } = useTranslation(NS);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const parsed = suspendRequestSchema.safeParse({ reason });
    // a zod message is a key of `common` (shared/src/schemas), known only at run time
    setProblem(parsed.success ? null : t(parsed.error.issues[0].message as ParseKeys<'common'>, { ns: 'common' }));
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      await api.post(`/ops/businesses/${business._id}/suspend`, parsed.data);
      toast.success(t('suspend.done', { name: business.name }), { topic: 'ops-suspend' });
      onDone();
      onClose();
    } catch (err) {
      setFailure(apiErrorMessage(err, `${NS}:suspend.failed`));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('suspend.title')}
      okText={t('suspend.confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('suspend.text', { name: business.name })}</p>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('suspend.reason')}
          htmlFor="ops-suspend-reason"
          required
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
        >
          <Input.TextArea
            id="ops-suspend-reason"
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}

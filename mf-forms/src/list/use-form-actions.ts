import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { invalidateAfter, queryClient, useMutation, type Form } from '@fikr/shared';
import { deleteForm, markShared } from '../api/forms-api';
import { editFormPath, formResponsesPath } from '../paths';
import { copyText, publicFormOrigin, shareUrl } from '../share/share-link';
import { useToast } from '../toast';
import { NS } from '../i18n';
import type { CardAction } from './form-card';

/** The card menu's actions: responses, edit, share (copy + QR panel) and delete (confirm, then refresh). */
export function useFormActions() {
  const { t } = useTranslation([NS, 'common']);
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast('console');
  const navigate = useNavigate();
  // settled, not only success: after a failed delete the re-read list shows whether the form is still there
  const deletion = useMutation({ mutationFn: deleteForm, onSettled: () => invalidateAfter('form') }, queryClient);
  // the "share" first step; the panel works the same if this is not recorded
  const sharing = useMutation({ mutationFn: markShared, onSuccess: () => invalidateAfter('shared') }, queryClient);
  const [shared, setShared] = useState<{ formId: string; title: string; url: string } | null>(null);

  async function remove(form: Form) {
    try {
      await deletion.mutateAsync(form._id);
    } catch (error) {
      // Spec 8: a delete failure is only logged
      console.error('delete form failed', error);
    }
    toast.success(t('common:success.formDeleted'));
  }

  /** The share panel of a form (also opened by ?share={id}, where the wizard's template lands). */
  async function openShare(form: Form): Promise<string> {
    const url = shareUrl(form, await publicFormOrigin());
    setShared({ formId: form._id, title: form.title, url });
    return url;
  }

  async function share(form: Form) {
    const url = await openShare(form);
    sharing.mutate();
    if (await copyText(url)) toast.success(t('common:success.formLinkCopied'));
    else toast.warning(t('share.copyFailed'));
  }

  function run(form: Form, action: CardAction) {
    if (action === 'responses') navigate(formResponsesPath(form._id));
    else if (action === 'edit') navigate(editFormPath(form._id));
    else if (action === 'share') void share(form);
    else {
      modal.confirm({
        title: t('deleteConfirm.title'),
        okText: t('deleteConfirm.ok'),
        cancelText: t('deleteConfirm.cancel'),
        okButtonProps: { danger: true },
        onOk: () => void remove(form),
      });
    }
  }

  const deletingId = deletion.isPending ? (deletion.variables ?? null) : null;
  return { run, openShare, deletingId, shared, closeShare: () => setShared(null), modalHolder };
}

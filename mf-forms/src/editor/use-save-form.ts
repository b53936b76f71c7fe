import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@fikr/shared';
import { saveForm } from '../api/forms-api';
import { useToast } from '../toast';
import { NS } from '../i18n';
import type { Form } from '@fikr/shared';
import { validateDraft, type DraftErrors, type FormDraft } from './draft';

/**
 * Save: the shared schema first (inline errors + a toast: 'Forma nomini kiriting' for the title), then
 * POST /forms (create) or PATCH /forms/:id (edit). Server failure: its message, else 'Xatolik yuz berdi'.
 */
export function useSaveForm(id: string | undefined, draft: FormDraft, onSaved: (form: Form) => void) {
  const { t } = useTranslation([NS, 'common']);
  const toast = useToast('editor');
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const validation = validateDraft(draft);
  const errors: DraftErrors = attempted && validation.errors ? validation.errors : {};

  async function save() {
    setAttempted(true);
    if (validation.errors) {
      const first = validation.errors.title ?? Object.values(validation.errors)[0];
      toast.error(t(`common:${first}`), { topic: 'form-save' });
      return;
    }
    setSaving(true);
    try {
      const form = await saveForm(id, validation.payload);
      toast.success(t(id ? 'common:success.formUpdated' : 'common:success.formCreated'), { topic: 'form-save' });
      onSaved(form);
    } catch (error) {
      toast.error(apiErrorMessage(error), { topic: 'form-save' });
      setSaving(false);
    }
  }

  return { save, saving, errors };
}

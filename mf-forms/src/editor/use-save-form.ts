import { useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, invalidateAfter, queryClient, useMutation } from '@fikr/shared';
import type { FormInput } from '@fikr/shared/schemas';
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
  const [attempted, setAttempted] = useState(false);
  const validation = validateDraft(draft);
  const errors: DraftErrors = attempted && validation.errors ? validation.errors : {};
  const mutation = useMutation(
    {
      mutationFn: (payload: FormInput) => saveForm(id, payload),
      // not awaited: the editor moves on with the saved form while the list re-reads
      onSuccess: () => void invalidateAfter('form'),
    },
    queryClient,
  );

  async function save() {
    setAttempted(true);
    if (validation.errors) {
      const first = validation.errors.title ?? Object.values(validation.errors)[0];
      // a schema error is a key of `common`, given as a plain string
      toast.error(t(first as ParseKeys<'common'>, { ns: 'common' }), { topic: 'form-save' });
      return;
    }
    try {
      const form = await mutation.mutateAsync(validation.payload);
      toast.success(t(id ? 'common:success.formUpdated' : 'common:success.formCreated'), { topic: 'form-save' });
      onSaved(form);
    } catch (error) {
      toast.error(apiErrorMessage(error), { topic: 'form-save' });
    }
  }

  // a saved form stays "saving" until the editor has left (as before): no second tap on its way out
  return { save, saving: mutation.isPending || mutation.isSuccess, errors };
}

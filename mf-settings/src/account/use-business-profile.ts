import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  api,
  apiErrorMessage,
  queryClient,
  queryOptions,
  refreshBusinessAtom,
  refreshUserAtom,
  toast,
  TOAST_SECONDS,
  unwrap,
  useMutation,
  useQuery,
  type Business,
} from '@fikr/shared';
import { profileFormData, type ProfileValues } from './profile-values';
import type { LogoState } from './use-logo';

/** GET /business: the full profile the form edits (the session holds the short record). */
const profileQuery = () =>
  queryOptions({
    queryKey: ['business', 'profile'] as const,
    queryFn: ({ signal }) => api.get('/business', { signal }).then((r) => unwrap<Business>(r)),
  });

/** Settings toasts stay 6 s (spec section 9). */
export const SETTINGS_TOAST_SECONDS = TOAST_SECONDS.long;

/** GET /business on open; save → PUT /business/update, toast, then the shell's session atoms are re-read. */
export function useBusinessProfile(onLoaded: (business: Business) => void) {
  const { t } = useTranslation();
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  const [saving, setSaving] = useState(false);
  const request = useQuery(profileQuery(), queryClient);
  const update = useMutation(
    {
      mutationFn: (form: FormData) => api.put('/business/update', form).then((res) => unwrap<Business>(res)),
      // the profile is what the server answered: no second request
      onSuccess: (updated) => queryClient.setQueryData(profileQuery().queryKey, updated),
    },
    queryClient,
  );

  useEffect(() => {
    if (request.data) onLoaded(request.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onLoaded is the form's setter: run once per loaded business
  }, [request.data]);

  async function save(values: ProfileValues, logo: LogoState) {
    setSaving(true);
    try {
      const updated = await update.mutateAsync(profileFormData(values, logo));
      onLoaded(updated);
      toast.success(t('success.profileUpdated'), { topic: 'profile-save', duration: SETTINGS_TOAST_SECONDS });
      await Promise.all([refreshBusiness(), refreshUser()]);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'common:errors.generic'), {
        topic: 'profile-save',
        duration: SETTINGS_TOAST_SECONDS,
      });
    } finally {
      setSaving(false);
    }
  }

  const loadError = request.error ? apiErrorMessage(request.error, 'common:errors.profileLoadFailed') : null;
  return { loadError, saving, save };
}

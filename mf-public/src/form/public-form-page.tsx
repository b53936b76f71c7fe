import { useNavigate, useParams } from 'react-router-dom';
import {
  BusinessHeader,
  completedUrl,
  CustomerForm,
  initialValues,
  RewardBadge,
  rewardOf,
  type SendOutcome,
  type SubmitBody,
} from '@fikr/shared/customer-form';
import { withReview } from '../light/send';
import { callApi, isApiError } from '../http/public-api';
import { apiAssetUrl } from '../runtime-config';
import { ErrorAlert } from '../ui/error-alert';
import { PageFrame } from '../ui/page-frame';
import { Spinner } from '../ui/spinner';
import { useTexts } from '../ui/use-texts';
import { type PublicFormData, usePublicForm } from './use-public-form';

/** The loaded form: the same customer form as the light page, sent through the public API. */
function ReadyForm({ code, data }: { code: string; data: PublicFormData }) {
  const t = useTexts();
  const navigate = useNavigate();
  const send = async (body: SubmitBody): Promise<SendOutcome> => {
    try {
      const done = await callApi<{ reviewCode?: string }>(
        'POST',
        `/responses/${encodeURIComponent(code)}/submit`,
        body,
      );
      navigate(withReview(completedUrl(rewardOf(data)), done?.reviewCode));
    } catch (err) {
      if (!isApiError(err, 409))
        return { kind: 'error', message: (isApiError(err) && err.serverMessage) || t('errors.generic') };
      navigate('/form-completed?artu=true', { replace: true });
    }
    return { kind: 'left' };
  };
  return (
    <>
      <BusinessHeader
        business={data.business}
        logoUrl={data.business.logo ? apiAssetUrl(data.business.logo) : undefined}
        t={t}
      >
        <RewardBadge data={data} t={t} />
      </BusinessHeader>
      <h1 className="fp-h">{t('heading')}</h1>
      <CustomerForm t={t} questions={data.form.questions ?? []} initialValues={initialValues(data)} send={send} />
    </>
  );
}

/** /form/{code}: the customer's form, opened from an SMS or a share link. */
export function PublicFormPage() {
  const { code = '' } = useParams();
  const state = usePublicForm(code);
  return (
    <PageFrame>
      {state.kind === 'loading' ? <Spinner /> : null}
      {state.kind === 'error' ? <ErrorAlert message={state.message} /> : null}
      {state.kind === 'ready' ? <ReadyForm key={code} code={code} data={state.data} /> : null}
    </PageFrame>
  );
}

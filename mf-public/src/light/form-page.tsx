import {
  assetUrl,
  BusinessHeader,
  completedUrl,
  CustomerForm,
  type FormErrors,
  type FormValues,
  initialValues,
  RewardBadge,
  rewardOf,
  type SendOutcome,
  type SubmitBody,
} from '@fikr/shared/customer-form';
import { useEffect } from 'react';
import { Frame } from './frame';
import { pendingBody, sendAnswers, withReview } from './send';
import type { T } from './texts';
import type { LightFormData, LightLang } from './types';

interface FormPageProps {
  lang: LightLang;
  t: T;
  apiBase: string;
  code: string;
  branch?: string;
  data: LightFormData;
  values?: FormValues;
  errors?: FormErrors;
}

/** /form/{code}: a real form that posts to the server; with JavaScript it is sent with fetch and kept offline. */
export function FormPage({ lang, t, apiBase, code, branch, data, values, errors }: FormPageProps) {
  // Back from the thanks page may restore this page from the back-forward cache: ask the server again, which
  // sends a link already answered to 'already completed' rather than showing a blank form to fill in twice.
  useEffect(() => {
    const reopened = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', reopened);
    return () => window.removeEventListener('pageshow', reopened);
  }, []);
  const branchQuery = branch ? `?b=${encodeURIComponent(branch)}` : '';
  const send = async (body: SubmitBody): Promise<SendOutcome> => {
    const result = await sendAnswers(apiBase, code + branchQuery, body);
    if (result.kind === 'done') window.location.assign(withReview(completedUrl(rewardOf(data)), result.reviewCode));
    else if (result.kind === 'already') window.location.replace('/form-completed?artu=true');
    else if (result.kind === 'queued') return { kind: 'queued' };
    else return { kind: 'error', message: result.message || t('errors.generic') };
    return { kind: 'left' };
  };
  return (
    <Frame lang={lang} t={t}>
      <BusinessHeader business={data.business} logoUrl={assetUrl(apiBase, data.business.logo)} t={t}>
        <RewardBadge data={data} t={t} />
      </BusinessHeader>
      <h1 className="fp-h">{t('heading')}</h1>
      <CustomerForm
        t={t}
        questions={data.form.questions ?? []}
        initialValues={values ?? initialValues(data)}
        postedErrors={errors}
        action={`/form/${encodeURIComponent(code)}${branchQuery}`}
        send={send}
        pending={() => pendingBody(code)}
      />
    </Frame>
  );
}

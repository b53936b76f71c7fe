import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  api,
  apiErrorMessage,
  businessQueries,
  invalidateAfter,
  LightButton,
  queryClient,
  toast,
  useMutation,
  useQuery,
} from '@fikr/shared';
import type { Onboarding } from '@fikr/shared/schemas';
import { Panel } from '../components/panel';
import { answerDone } from './onboarding-request';

/** Where each undone step is done (the answer comes by itself). */
const ACTION_PATH: Partial<Record<Onboarding['steps'][number]['key'], string>> = {
  form: '/business/forms/new',
  share: '/business/forms',
  request: '/business/responses',
};

/**
 * A new business's first steps (GET /business/onboarding), shown until the first real answer; with a form, the
 * free test request to the owner's own phone. A failed read shows nothing (or `fallback`, where the card is the
 * page's only guide): the dashboard works without it.
 */
export function FirstStepsCard({ formId, fallback = null }: { formId: string | null; fallback?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  // the dashboard has just read the steps with its own data: the card shows them without asking again
  const onboarding = useQuery({ ...businessQueries.onboarding(), refetchOnMount: false }, queryClient);
  const testRequest = useMutation(
    {
      mutationFn: (id: string) => api.post('/business/onboarding/test-request', { formId: id }),
      onSuccess: () => {
        toast.success(t('firstSteps.testSent'));
        // a waiting response to the owner's phone: the steps (test used, request done), the figures and lists
        return invalidateAfter('surveyRequest');
      },
      onError: (error) => {
        toast.error(apiErrorMessage(error));
        // refused as already used (another tab, another owner): the steps read again drop the button
        void onboarding.refetch();
      },
    },
    queryClient,
  );
  const data = onboarding.data;
  if (!data) return onboarding.isError ? fallback : null;
  if (answerDone(data)) return fallback;

  return (
    <Panel title={t('firstSteps.title')} data-testid="first-steps">
      <p style={{ marginTop: 0 }}>{t('firstSteps.hint')}</p>
      <ol style={{ paddingInlineStart: 20, margin: 0 }}>
        {data.steps.map((step) => {
          const path = ACTION_PATH[step.key];
          return (
            <li key={step.key} data-testid={`step-${step.key}`} data-done={String(step.done)}>
              {t(`firstSteps.${step.key}`)}{' '}
              {step.done ? (
                <span role="img" aria-label={t('firstSteps.done')} style={{ color: token.colorSuccess }}>
                  ✓
                </span>
              ) : (
                path && (
                  <LightButton kind="text" small onClick={() => navigate(path)}>
                    {t(`firstSteps.${step.key}Action`)}
                  </LightButton>
                )
              )}
            </li>
          );
        })}
      </ol>
      {formId && !data.testRequestUsed && (
        <p style={{ marginBottom: 0 }}>
          <LightButton kind="outline" disabled={testRequest.isPending} onClick={() => testRequest.mutate(formId)}>
            {t('firstSteps.test')}
          </LightButton>{' '}
          {t('firstSteps.testHint')}
        </p>
      )}
    </Panel>
  );
}

import { Alert, Button, Collapse, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  api,
  apiErrorMessage,
  formatSom,
  invalidateAfter,
  queryClient,
  queryOptions,
  unwrap,
  useMutation,
  useQuery,
} from '@fikr/shared';
import type { FormTemplate } from '@fikr/shared/schemas';

interface StepTemplatesProps {
  category: number;
  /** A template was taken: the new form's id. */
  onTaken(formId: string): void;
  /** "O'zim yarataman": an empty form of the owner's own. */
  onOwn(): void;
  /** Later: straight to the dashboard. */
  onLater(): void;
}

/** GET /templates: a category's ready forms, in the language asked (the API answers the console's). */
const templatesQuery = (category: number, language: string) =>
  queryOptions({
    queryKey: ['templates', category, language] as const,
    queryFn: ({ signal }) =>
      api
        .get('/templates', { params: { category }, signal })
        .then((r) => unwrap<{ templates: FormTemplate[] }>(r).templates),
  });

/**
 * The wizard's last step, once the business exists: its category's ready forms (GET /templates in the console's
 * language) to preview and take with one tap (POST /forms { templateId }), or a form of the owner's own.
 */
export function StepTemplates({ category, onTaken, onOwn, onLater }: StepTemplatesProps) {
  const { t, i18n } = useTranslation('shell');
  const list = useQuery(templatesQuery(category, i18n.language), queryClient);
  const taken = useMutation(
    {
      mutationFn: (templateId: string) => api.post('/forms', { templateId }).then((r) => unwrap<{ _id: string }>(r)),
      // a new form: the forms, their figures and the "form" first step
      onSuccess: () => void invalidateAfter('form'),
    },
    queryClient,
  );
  // after a success the step stays busy until the wizard moves on (no second form from a second tap)
  const taking = taken.isIdle || taken.isError ? null : (taken.variables ?? null);
  const failure = taken.error ? apiErrorMessage(taken.error) : null;
  const listError = list.error ? apiErrorMessage(list.error) : null;
  const take = (templateId: string) => taken.mutate(templateId, { onSuccess: (form) => onTaken(form._id) });

  const reward = (x: FormTemplate) =>
    x.reward.typeMotive === 'coin'
      ? t('wizard.rewardCoin', { amount: formatSom(x.reward.coin ?? 0) })
      : t('wizard.rewardVoucher', { amount: formatSom(x.reward.voucher?.amount ?? 0) });

  return (
    <div data-testid="wizard-templates">
      <Typography.Paragraph>{t('wizard.templatesHint')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      {listError && <Alert type="warning" showIcon title={listError} style={{ marginBottom: 16 }} />}
      {!list.data && !listError && <Spin />}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {(list.data ?? []).map((x) => (
          <div key={x.id} data-testid="template" style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
            <Typography.Text strong>{x.title}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
              {x.description}
            </Typography.Paragraph>
            <Typography.Text>{reward(x)}</Typography.Text>
            <Collapse
              ghost
              size="small"
              items={[
                {
                  key: 'q',
                  label: t('wizard.preview', { count: x.questions.length }),
                  children: (
                    <ol style={{ margin: 0 }}>
                      {x.questions.map((q) => (
                        <li key={q.text}>{q.text}</li>
                      ))}
                    </ol>
                  ),
                },
              ]}
            />
            <Button type="primary" loading={taking === x.id} disabled={taking !== null} onClick={() => take(x.id)}>
              {t('wizard.take')}
            </Button>
          </div>
        ))}
      </Space>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Button onClick={onLater} disabled={taking !== null}>
          {t('wizard.later')}
        </Button>
        <Button onClick={onOwn} disabled={taking !== null}>
          {t('wizard.own')}
        </Button>
      </div>
    </div>
  );
}

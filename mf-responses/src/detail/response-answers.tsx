import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isResponseCompleted, type Form, type Response } from '@fikr/shared';
import { NS } from '../i18n';
import { answerRows } from './answer-rows';

interface Props {
  response: Response;
  form: Form | undefined;
  formLoading: boolean;
}

/**
 * Answers only of a completed public response; otherwise why they are not shown. Without the form
 * (deleted) the saved answers still show with the question texts they were given with.
 */
export function ResponseAnswers({ response, form, formLoading }: Props) {
  const { t } = useTranslation(NS);
  if (!isResponseCompleted(response.status)) return <Alert type="info" title={t('detail.waitingAnswers')} />;
  if (!response.isPublic) return <Alert type="warning" title={t('detail.privateAnswers')} />;
  if (formLoading) return <Spin />;
  return (
    <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 8 }}>
      {answerRows(form, response.answers ?? []).map((row, index) => (
        <li
          key={row.key}
          data-testid="answer-row"
          style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 12px' }}
        >
          <Typography.Text strong>
            {index + 1}. {row.question}
          </Typography.Text>
          <div>
            {row.value === null ? (
              <Typography.Text type="secondary">{t('detail.unanswered')}</Typography.Text>
            ) : (
              <Typography.Text>{row.value}</Typography.Text>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

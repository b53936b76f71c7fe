import type { ReactNode } from 'react';
import { Card, Empty, Progress, Space, theme, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { answerBarColor, percentage, type AnswerStats, type QuestionAnswerStats } from '@fikr/shared';

function AnswerBar({ label, count, total }: { label: ReactNode; count: number; total: number }) {
  const { token } = theme.useToken();
  const pct = percentage(count, total);
  const tone = answerBarColor(pct);
  const colour = { success: token.colorSuccess, primary: token.colorPrimary, warning: token.colorWarning, error: token.colorError }[tone];
  return (
    <div data-testid="answer-bar" data-color={tone}>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>{label}</span>
        <Typography.Text type="secondary">{`${count} (${pct}%)`}</Typography.Text>
      </div>
      <Progress percent={pct} showInfo={false} strokeColor={colour} size="small" />
    </div>
  );
}

/** Choice: a bar per option. Number (ratings): answer count, average to one decimal, a bar per star value. */
function QuestionStats({ question }: { question: QuestionAnswerStats }) {
  const { t } = useTranslation('shell');
  const entries = Object.entries(question.options ?? {});
  if (question.type === 'number') entries.sort(([a], [b]) => Number(a) - Number(b));
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  const average = total > 0 ? entries.reduce((sum, [v, n]) => sum + Number(v) * n, 0) / total : 0;
  return (
    <div data-testid="question-stats" style={{ marginBottom: 16 }}>
      <Typography.Text strong>{question.questionText}</Typography.Text>
      {question.type === 'number' && (
        <div>
          <Typography.Text type="secondary">
            {t('dashboard.answers', { count: total })} · {t('dashboard.average', { value: average.toFixed(1) })}
          </Typography.Text>
        </div>
      )}
      {entries.map(([label, count]) => (
        <AnswerBar
          key={label}
          total={total}
          count={count}
          label={question.type === 'number' ? <Space size={4}>{label}<StarFilled style={{ color: '#fadb14' }} /></Space> : label}
        />
      ))}
    </div>
  );
}

/** Per-form, per-question answer statistics (GET /stats/answers). */
export function AnswerStatsSection({ stats }: { stats: AnswerStats }) {
  const { t } = useTranslation('shell');
  const forms = Object.entries(stats ?? {}).filter(([, form]) => Object.keys(form.questions ?? {}).length > 0);
  return (
    <Card title={t('dashboard.answerStats')}>
      {forms.length === 0 && <Empty description={t('dashboard.noResponses')} />}
      {forms.map(([id, form]) => (
        <Card key={id} type="inner" title={form.formTitle} style={{ marginBottom: 16 }} data-testid="form-answer-stats">
          {Object.entries(form.questions).map(([qid, question]) => (
            <QuestionStats key={qid} question={question} />
          ))}
        </Card>
      ))}
    </Card>
  );
}

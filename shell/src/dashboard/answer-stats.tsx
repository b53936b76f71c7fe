import { useId, type ReactNode } from 'react';
import { theme } from 'antd';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { useTranslation } from 'react-i18next';
import { answerBarColor, percentage, type AnswerStats, type QuestionAnswerStats, SvgIcon } from '@fikr/shared';
import { Inline } from '../components/layout-boxes';
import { Panel } from '../components/panel';
import { ProgressBar } from '../components/progress-bar';
import { Text } from '../components/typography';
import { csat } from './insight-figures';

function AnswerBar({ label, count, total }: { label: ReactNode; count: number; total: number }) {
  const { token } = theme.useToken();
  const labelId = useId();
  const pct = percentage(count, total);
  const tone = answerBarColor(pct);
  const colour = {
    success: token.colorSuccess,
    primary: token.colorPrimary,
    warning: token.colorWarning,
    error: token.colorError,
  }[tone];
  return (
    <div data-testid="answer-bar" data-color={tone}>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span id={labelId}>{label}</span>
        <Text secondary>{`${count} (${pct}%)`}</Text>
      </div>
      <ProgressBar percent={pct} showInfo={false} color={colour} labelledBy={labelId} />
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
  // CSAT: the share of answers in the scale's top two values
  const satisfied = question.type === 'number' ? csat(question.options ?? {}) : null;
  return (
    <div data-testid="question-stats" style={{ marginBottom: 16 }}>
      <Text strong>{question.questionText}</Text>
      {question.type === 'number' && (
        <div>
          <Text secondary>
            {t('dashboard.answers', { count: total })} · {t('dashboard.average', { value: average.toFixed(1) })}
            {satisfied !== null && <span data-testid="csat"> · {t('dashboard.csat', { value: satisfied })}</span>}
          </Text>
        </div>
      )}
      {entries.map(([label, count]) => (
        <AnswerBar
          key={label}
          total={total}
          count={count}
          label={
            question.type === 'number' ? (
              <Inline gap={4}>
                {label}
                <SvgIcon icon={StarFilled} style={{ color: '#fadb14' }} />
              </Inline>
            ) : (
              label
            )
          }
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
    <Panel title={t('dashboard.answerStats')}>
      {forms.length === 0 && (
        <p style={{ margin: '32px 0', textAlign: 'center' }}>
          <Text secondary>{t('dashboard.noResponses')}</Text>
        </p>
      )}
      {forms.map(([id, form]) => (
        <Panel key={id} inner title={form.formTitle} style={{ marginBottom: 16 }} data-testid="form-answer-stats">
          {Object.entries(form.questions).map(([qid, question]) => (
            <QuestionStats key={qid} question={question} />
          ))}
        </Panel>
      ))}
    </Panel>
  );
}

import { Button, Empty, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { DraftQuestion, FormDraft } from './draft';

/** Spec 9: the preview's number placeholder falls back to 1..10 when the range is unset. */
export const PREVIEW_FALLBACK = { min: 1, max: 10 } as const;

function QuestionPreview({ question: q }: { question: DraftQuestion }) {
  const { t } = useTranslation(NS);
  if (q.type === 'choice') {
    return (
      <Radio.Group disabled>
        <Space orientation="vertical">
          {q.options.map((option, i) => (
            <Radio key={i} value={option}>
              {option}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  }
  if (q.type === 'number') {
    const range = { min: q.min ?? PREVIEW_FALLBACK.min, max: q.max ?? PREVIEW_FALLBACK.max };
    return <InputNumber disabled placeholder={t('preview.range', range)} style={{ width: '100%' }} />;
  }
  return <Input.TextArea disabled placeholder={t('preview.answerPlaceholder')} autoSize={{ minRows: 2 }} />;
}

/** What the customer will see, numbered, with every input disabled. */
export function PreviewDialog({ draft, open, onClose }: { draft: FormDraft; open: boolean; onClose(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={open}
      title={t('preview.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('preview.close')}</Button>}
      destroyOnHidden
    >
      <Typography.Title level={4}>{draft.title}</Typography.Title>
      {draft.description && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line' }}>
          {draft.description}
        </Typography.Paragraph>
      )}
      {draft.questions.length === 0 && <Empty description={t('preview.noQuestions')} />}
      <ol style={{ paddingInlineStart: 20 }}>
        {draft.questions.map((q) => (
          <li key={q.id} style={{ marginBottom: 16 }} data-testid="preview-question">
            <Typography.Paragraph strong style={{ marginBottom: 8 }}>
              {q.text}
              {q.required && <Typography.Text type="danger"> *</Typography.Text>}
            </Typography.Paragraph>
            <QuestionPreview question={q} />
          </li>
        ))}
      </ol>
    </Modal>
  );
}

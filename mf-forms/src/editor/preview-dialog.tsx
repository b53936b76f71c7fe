import { Button, Empty, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang, type Question } from '@fikr/shared';
import { CustomerForm, customerFormTexts, initialValues, translator, useCustomerCss } from '@fikr/shared/customer-form';
import { NS } from '../i18n';
import type { DraftQuestion, FormDraft } from './draft';

/** A question being edited as the customer form takes it (an unset range is the form's default 1..5). */
const asQuestion = (q: DraftQuestion): Question => ({
  _id: q.id,
  type: q.type,
  text: q.text,
  required: q.required,
  options: q.options,
  ...(q.min !== null ? { min: q.min } : {}),
  ...(q.max !== null ? { max: q.max } : {}),
});

/**
 * What the customer will see: the customer form itself (the light page's and the console's), in the console's
 * language. It can be filled in and checks the required answers; nothing is sent.
 */
export function PreviewDialog({ draft, open, onClose }: { draft: FormDraft; open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation(NS);
  useCustomerCss();
  const lang: Lang = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'uz';
  const texts = translator(customerFormTexts, lang);
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
      <div className="fp" data-testid="form-preview">
        <h1 className="fp-h">{texts('heading')}</h1>
        <CustomerForm t={texts} questions={draft.questions.map(asQuestion)} initialValues={initialValues({})} />
      </div>
    </Modal>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Modal, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNarrow } from '@fikr/shared';
import { useNavigate, useParams } from 'react-router-dom';
import { useLeaveGuard } from '../guard/use-leave-guard';
import { FORMS_BASE } from '../paths';
import { useToast } from '../toast';
import { NS } from '../i18n';
import { FormInfoCard } from './form-info-card';
import { QuestionList } from './question-list';
import { useFormDraft } from './use-form-draft';
import { useSaveForm } from './use-save-form';

// The preview carries the customer form (its components, texts and stylesheet): loaded when first opened.
const PreviewDialog = lazy(() => import('./preview-dialog').then((m) => ({ default: m.PreviewDialog })));

/** /business/forms/new (create) and /business/forms/:id[/edit] (edit). */
export function FormEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation([NS, 'common']);
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast('editor');
  const navigate = useNavigate();
  const [previewOpen, setPreviewOpen] = useState(false);
  const narrow = useNarrow();
  const { draft, load, dirty, setField, setQuestions } = useFormDraft(id, () =>
    toast.error(t('common:errors.formLoadFailed')),
  );
  const confirmLeave = () =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('unsaved.title'),
        content: t('unsaved.content'),
        okText: t('unsaved.leave'),
        cancelText: t('unsaved.stay'),
        okButtonProps: { danger: true },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  const guard = useLeaveGuard(dirty, confirmLeave);
  const { save, saving, errors } = useSaveForm(id, draft, (form) => {
    guard.allowNextNavigation();
    // a new form's next step is to share it: the list opens on its share panel (an edited one goes back to the list)
    navigate(id ? FORMS_BASE : `${FORMS_BASE}?share=${encodeURIComponent(form._id)}`);
  });
  const back = () => navigate(FORMS_BASE);

  if (load === 'loading') {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 64 }}>
        <Spin size="large" />
        <Typography.Text type="secondary">{t('editor.loading')}</Typography.Text>
      </Flex>
    );
  }
  if (load === 'failed') {
    return (
      <Empty description={t('common:errors.formLoadFailed')}>
        <Button onClick={back}>{t('editor.loadFailedBack')}</Button>
      </Empty>
    );
  }

  return (
    <Form layout="vertical" component={false}>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        {/* on a phone Back and Preview are icons (named for screen readers), so 'Saqlash' stays on the first line */}
        <Button icon={<ArrowLeftOutlined />} onClick={back} aria-label={narrow ? t('editor.back') : undefined}>
          {narrow ? null : t('editor.back')}
        </Button>
        <div style={{ flex: 1 }} />
        <Button
          icon={<EyeOutlined />}
          onClick={() => setPreviewOpen(true)}
          aria-label={narrow ? t('editor.preview') : undefined}
        >
          {narrow ? null : t('editor.preview')}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          onClick={() => void save()}
          data-testid="editor-save"
        >
          {saving ? t('editor.saving') : id ? t('editor.save') : t('editor.create')}
        </Button>
      </Flex>
      <FormInfoCard draft={draft} errors={errors} onChange={setField} />
      <Card title={t('editor.questionsTitle')}>
        {/* owners added a second overall rating, not knowing every form already ends with one */}
        <Alert type="info" showIcon title={t('editor.builtInEnd')} style={{ marginBottom: 16 }} />
        <QuestionList questions={draft.questions} errors={errors} setQuestions={setQuestions} />
      </Card>
      {previewOpen ? (
        <Suspense fallback={null}>
          <PreviewDialog draft={draft} open onClose={() => setPreviewOpen(false)} />
        </Suspense>
      ) : null}
      {modalHolder}
    </Form>
  );
}

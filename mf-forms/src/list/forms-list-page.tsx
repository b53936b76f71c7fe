import { Alert, Button, Col, Empty, Flex, Row, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { editFormPath, newFormPath } from '../paths';
import { SharePanel } from '../share/share-panel';
import { NS } from '../i18n';
import { FormCard } from './form-card';
import { useForms } from './use-forms';
import { useFormActions } from './use-form-actions';

/** /business/forms: the business's forms as cards, newest first. */
export function FormsListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { forms, loading, error, reload } = useForms();
  const actions = useFormActions();
  const [params, setParams] = useSearchParams();
  const shareId = params.get('share');
  const { openShare } = actions;
  // ?share={id}: the form a template just made (the wizard's last step) opens on its share panel, once. openShare is
  // a new function each render: without the ref every render until the URL drops ?share opened the panel again,
  // each opening rendering anew, which React stops as an endless update loop.
  const sharedFrom = useRef<string | null>(null);
  useEffect(() => {
    const form = shareId ? forms.find((f) => f._id === shareId) : undefined;
    if (!form || sharedFrom.current === shareId) return;
    sharedFrom.current = shareId;
    void openShare(form);
    setParams(
      (p) => {
        p.delete('share');
        return p;
      },
      { replace: true },
    );
  }, [shareId, forms, openShare, setParams]);
  const newButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(newFormPath())}>
      {t('list.newForm')}
    </Button>
  );

  let body;
  if (loading && forms.length === 0) body = <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  else if (error && forms.length === 0) {
    body = <Alert type="error" showIcon title={error} action={<Button onClick={reload}>{t('list.retry')}</Button>} />;
  } else if (forms.length === 0) {
    // a new owner's first visit: what this page will hold and the one step that starts it
    body = (
      <Empty
        data-testid="forms-empty"
        description={
          <>
            <strong>{t('list.empty')}</strong>
            <br />
            {t('list.emptyText')}
          </>
        }
      >
        {newButton}
      </Empty>
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {forms.map((form) => (
          <Col key={form._id} xs={24} sm={12} xl={8}>
            <FormCard
              form={form}
              deleting={actions.deletingId === form._id}
              onOpen={() => navigate(editFormPath(form._id))}
              onAction={(action) => actions.run(form, action)}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <>
      {forms.length > 0 && (
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          {newButton}
        </Flex>
      )}
      {body}
      <SharePanel
        formId={actions.shared?.formId ?? ''}
        title={actions.shared?.title ?? ''}
        url={actions.shared?.url ?? null}
        onClose={actions.closeShare}
      />
      {actions.modalHolder}
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Card, Form, Space, Steps, Typography } from 'antd';
import { ArrowLeftOutlined, LogoutOutlined } from '@ant-design/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../components/use-document-title';
import { LanguageMenu } from '../components/language-menu';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  api,
  apiErrorMessage,
  formatPhone,
  hasBusiness,
  logoutAtom,
  refreshBusinessAtom,
  refreshUserAtom,
  userAtom,
} from '@fikr/shared';
import { StepBasics } from './step-basics';
import { StepLocation } from './step-location';
import { StepTemplates } from './step-templates';
import {
  createPayload,
  EMPTY_VALUES,
  validateStep0,
  type Step0Errors,
  type Step0Field,
  type WizardValues,
} from './wizard-values';

/**
 * Two-step wizard; step 1 only after step 0 passes; on success the profile is reloaded and a last step offers the
 * category's ready forms (taking one opens its share panel), a form of one's own, or the dashboard.
 */
export function CreateBusinessPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  const logout = useSetAtom(logoutAtom);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  useDocumentTitle(t('wizard.title'));
  // the business's phone starts as the owner's own (proven at registration); most owners keep it
  const [values, setValues] = useState<WizardValues>(() => ({ ...EMPTY_VALUES, phone: formatPhone(user?.phone) }));
  const [errors, setErrors] = useState<Step0Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (hasBusiness(user) && !busy) return <Navigate to="/business/dashboard" replace />;

  const editStep0 = (field: Step0Field, value: string | number | undefined) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined })); // a message clears when its field is edited
  };

  const next = () => {
    const { errors: found } = validateStep0(values);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(1);
  };

  const create = async () => {
    const { data } = validateStep0(values);
    if (!data) return setStep(0);
    setBusy(true);
    setFailure(null);
    try {
      await api.post('/business', createPayload(data, values));
      await refreshUser();
      await refreshBusiness();
      setStep(2);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'errors.businessCreateFailed'));
      setBusy(false);
    }
  };

  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '24px 16px' }}>
      <Card>
        <Space align="center" style={{ marginBottom: 16 }}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('wizard.home')}
            onClick={() => navigate('/')}
          />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('wizard.title')}
          </Typography.Title>
        </Space>
        {/* a signed-in user without a business can still change the language or leave */}
        <Space style={{ float: 'right' }} size={4}>
          <LanguageMenu />
          <Button
            type="text"
            icon={<LogoutOutlined />}
            onClick={() => {
              logout();
              navigate('/');
            }}
          >
            {t('menu.logout')}
          </Button>
        </Space>
        <Steps
          current={step}
          items={[{ title: t('wizard.step0') }, { title: t('wizard.step1') }, { title: t('wizard.step2') }]}
          style={{ marginBottom: 24 }}
        />
        {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
        {step === 2 ? (
          <StepTemplates
            category={values.category ?? 0}
            onTaken={(formId) => navigate(`/business/forms?share=${encodeURIComponent(formId)}`, { replace: true })}
            onOwn={() => navigate('/business/forms/new', { replace: true })}
            onLater={() => navigate('/business/dashboard', { replace: true })}
          />
        ) : (
          <>
            <Form layout="vertical" requiredMark={false} onSubmitCapture={(e) => e.preventDefault()}>
              {step === 0 ? (
                <StepBasics values={values} errors={errors} onChange={editStep0} />
              ) : (
                <StepLocation values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
              )}
            </Form>
            <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
              <Button onClick={() => setStep(0)} disabled={step === 0 || busy}>
                {t('wizard.back')}
              </Button>
              {step === 0 ? (
                <Button type="primary" onClick={next}>
                  {t('wizard.next')}
                </Button>
              ) : (
                <Button type="primary" onClick={create} loading={busy}>
                  {t('wizard.create')}
                </Button>
              )}
            </div>
          </>
        )}
      </Card>
    </main>
  );
}

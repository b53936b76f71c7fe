import { Card, Col, Row, Typography } from 'antd';
import { BarChartOutlined, FormOutlined, GiftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const STEPS = [
  { key: 'create', icon: <FormOutlined /> },
  { key: 'answer', icon: <GiftOutlined /> },
  { key: 'results', icon: <BarChartOutlined /> },
] as const;

/** The three steps: create questions, customers answer, see results. */
export function StepsSection() {
  const { t } = useTranslation('shell');
  return (
    <LandingSection id="features" title={t('landing.stepsTitle')}>
      <Row gutter={[16, 16]}>
        {STEPS.map(({ key, icon }, i) => (
          <Col key={key} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <div style={{ fontSize: 32, color: '#1677ff' }}>{icon}</div>
              <Typography.Title level={4}>
                {i + 1}. {t(`landing.steps.${key}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t(`landing.steps.${key}.text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}

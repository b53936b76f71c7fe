import { Avatar, Card, Col, Rate, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const PEOPLE = ['t1', 't2', 't3'];

/** Static testimonials (spec section 1). */
export function TestimonialsSection() {
  const { t } = useTranslation('shell');
  return (
    <LandingSection title={t('landing.testimonialsTitle')}>
      <Row gutter={[16, 16]}>
        {PEOPLE.map((id) => (
          <Col key={id} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <Rate disabled value={5} style={{ fontSize: 14 }} />
              <Typography.Paragraph style={{ marginTop: 12 }}>
                “{t(`landing.testimonials.${id}.text`)}”
              </Typography.Paragraph>
              <Card.Meta
                avatar={<Avatar>{t(`landing.testimonials.${id}.name`).slice(0, 1)}</Avatar>}
                title={t(`landing.testimonials.${id}.name`)}
                description={t(`landing.testimonials.${id}.business`)}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}

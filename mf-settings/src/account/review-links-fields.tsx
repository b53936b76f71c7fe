import { Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { REVIEW_FIELDS } from './profile-values';

const LABELS = {
  google: 'profile.reviewGoogle',
  yandex: 'profile.reviewYandex',
  twogis: 'profile.reviewTwogis',
} as const;

/**
 * The business's Google Maps, Yandex Maps and 2GIS pages: the completion page offers them to every customer who
 * answered publicly, never with a reward. Each an https link or empty.
 */
export function ReviewLinksFields() {
  const { t } = useTranslation(NS);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('profile.reviewLinks')}</legend>
      <Typography.Paragraph type="secondary">{t('profile.reviewLinksHint')}</Typography.Paragraph>
      <Row gutter={16}>
        {REVIEW_FIELDS.map((site) => (
          <Col xs={24} md={8} key={site}>
            <Form.Item name={['reviewLinks', site]} label={t(LABELS[site])}>
              <Input type="url" inputMode="url" maxLength={500} placeholder="https://" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}

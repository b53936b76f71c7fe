import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { errorProps } from './field-error';

interface NumberRangeProps {
  idPrefix: string;
  min: number | null;
  max: number | null;
  errors: Record<string, string>;
  onChange(patch: { min?: number | null; max?: number | null }): void;
}

/** min/max of a number question (the public page shows one button per value). */
export function NumberRange({ idPrefix, min, max, errors, onChange }: NumberRangeProps) {
  const { t } = useTranslation([NS, 'common']);
  const field = (key: 'min' | 'max', value: number | null) => (
    <Col xs={12}>
      <Form.Item
        label={t(`question.${key}`)}
        htmlFor={`${idPrefix}-${key}`}
        {...errorProps(t, errors[key])}
        style={{ marginBottom: 8 }}
      >
        <InputNumber
          id={`${idPrefix}-${key}`}
          value={value}
          min={0}
          max={100}
          precision={0}
          style={{ width: '100%' }}
          onChange={(v) => onChange({ [key]: typeof v === 'number' ? v : null })}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={12}>
      {field('min', min)}
      {field('max', max)}
    </Row>
  );
}

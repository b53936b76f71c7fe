import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, commonText, type Lang } from '@fikr/shared';
import type { Step0Errors, Step0Field, WizardValues } from './wizard-values';

interface Props {
  values: WizardValues;
  errors: Step0Errors;
  onChange: (field: Step0Field, value: string | number | undefined) => void;
}

/** Step 0 'Asosiy ma'lumotlari': name, phone, category; each message shows under its field. */
export function StepBasics({ values, errors, onChange }: Props) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const status = (field: Step0Field) =>
    errors[field] ? { validateStatus: 'error' as const, help: commonText(errors[field], i18n.language as Lang) } : {};
  return (
    <>
      <Form.Item label={t('wizard.name')} htmlFor="business-name" required {...status('name')}>
        <Input
          id="business-name"
          value={values.name}
          onChange={(e) => onChange('name', e.target.value)}
          maxLength={100}
        />
      </Form.Item>
      <Form.Item label={t('wizard.phone')} htmlFor="business-phone" required {...status('phone')}>
        <Input
          id="business-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+998901234567"
          value={values.phone}
          onChange={(e) => onChange('phone', e.target.value)}
        />
      </Form.Item>
      <Form.Item label={t('wizard.category')} htmlFor="business-category" required {...status('category')}>
        <Select
          id="business-category"
          placeholder={t('wizard.pickCategory')}
          value={values.category}
          onChange={(value: number) => onChange('category', value)}
          options={CATEGORIES.map((c) => ({ value: c.id, label: t(`common:category.${c.id}`) }))}
        />
      </Form.Item>
    </>
  );
}

import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { districtsOfRegion, REGIONS } from '@fikr/shared';
import type { WizardValues } from './wizard-values';

interface Props {
  values: WizardValues;
  onChange: (patch: Partial<WizardValues>) => void;
}

/** Step 1 'Joylashuvi': region, district of that region (reset when the region changes), address, description. */
export function StepLocation({ values, onChange }: Props) {
  const { t } = useTranslation(['shell', 'common']);
  const districts = values.region ? districtsOfRegion(values.region) : [];
  return (
    <>
      <Form.Item label={t('wizard.region')} htmlFor="business-region">
        <Select
          id="business-region"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('wizard.pickRegion')}
          value={values.region}
          onChange={(region?: number) => onChange({ region, district: undefined })}
          options={REGIONS.map((r) => ({ value: r.id, label: t(`common:region.${r.id}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('wizard.district')} htmlFor="business-district">
        <Select
          key={values.region ?? 'none'} // a new region gives a fresh district picker
          id="business-district"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!values.region}
          placeholder={t('wizard.pickDistrict')}
          value={values.district}
          onChange={(district?: number) => onChange({ district })}
          options={districts.map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item label={t('wizard.address')} htmlFor="business-address">
        <Input
          id="business-address"
          value={values.address}
          maxLength={300}
          onChange={(e) => onChange({ address: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('wizard.description')} htmlFor="business-description">
        <Input.TextArea
          id="business-description"
          rows={3}
          maxLength={2000}
          value={values.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Item>
    </>
  );
}

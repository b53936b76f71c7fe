import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { FormDraft } from './draft';
import { errorProps } from './field-error';

interface FormInfoCardProps {
  draft: FormDraft;
  errors: Record<string, string>;
  onChange(key: 'title' | 'description', value: string): void;
}

/** Title (required) and multiline description. */
export function FormInfoCard({ draft, errors, onChange }: FormInfoCardProps) {
  const { t } = useTranslation([NS, 'common']);
  return (
    <Card title={t('editor.infoTitle')} style={{ marginBottom: 16 }}>
      <Form.Item label={t('editor.title')} htmlFor="form-title" required {...errorProps(t, errors.title)}>
        <Input
          id="form-title"
          value={draft.title}
          placeholder={t('editor.titlePlaceholder')}
          onChange={(e) => onChange('title', e.target.value)}
        />
      </Form.Item>
      <Form.Item
        label={t('editor.description')}
        htmlFor="form-description"
        {...errorProps(t, errors.description)}
        style={{ marginBottom: 0 }}
      >
        <Input.TextArea
          id="form-description"
          value={draft.description}
          placeholder={t('editor.descriptionPlaceholder')}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(e) => onChange('description', e.target.value)}
        />
      </Form.Item>
    </Card>
  );
}

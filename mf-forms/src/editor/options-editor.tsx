import { Button, Form, Input } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_OPTIONS } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { errorProps } from './field-error';

interface OptionsEditorProps {
  idPrefix: string;
  options: string[];
  /** schema error keys by sub-path: 'options' for the list, 'options.N' for one option */
  errors: Record<string, string>;
  onChange(options: string[]): void;
}

/** The answer options of a choice question. */
export function OptionsEditor({ idPrefix, options, errors, onChange }: OptionsEditorProps) {
  const { t } = useTranslation([NS, 'common']);
  const set = (index: number, value: string) => onChange(options.map((o, i) => (i === index ? value : o)));
  return (
    <Form.Item label={t('question.options')} {...errorProps(t, errors.options)} style={{ marginBottom: 8 }}>
      {options.map((option, index) => {
        const label = t('question.option', { n: index + 1 });
        const error = errors[`options.${index}`];
        return (
          <Form.Item key={index} {...errorProps(t, error)} style={{ marginBottom: 8 }}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Input
                id={`${idPrefix}-option-${index}`}
                aria-label={label}
                placeholder={label}
                value={option}
                onChange={(e) => set(index, e.target.value)}
              />
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label={t('question.removeOption', { n: index + 1 })}
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              />
            </div>
          </Form.Item>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={options.length >= MAX_OPTIONS}
        onClick={() => onChange([...options, ''])}
      >
        {t('question.addOption')}
      </Button>
    </Form.Item>
  );
}

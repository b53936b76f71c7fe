import type { KeyboardEvent } from 'react';
import { Button, Card, Form, Input, Radio, Space, Switch, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type QuestionType } from '@fikr/shared';
import { QUESTION_TYPES } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import type { DraftQuestion } from './draft';
import { errorProps } from './field-error';
import { NumberRange } from './number-range';
import { OptionsEditor } from './options-editor';

export const DRAG_HANDLE_CLASS = 'question-drag-handle';

interface QuestionCardProps {
  question: DraftQuestion;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange(patch: Partial<DraftQuestion>): void;
  onRemove(): void;
  onMove(delta: -1 | 1): void;
}

/** One question: drag handle and keyboard moves (Alt+↑/↓ or the arrow buttons), text, type, required, type fields. */
export function QuestionCard({ question: q, index, count, errors, onChange, onRemove, onMove }: QuestionCardProps) {
  const { t } = useTranslation([NS, 'common']);
  const idPrefix = `question-${q.id}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };
  const changeType = (type: QuestionType) =>
    onChange(type === 'choice' && q.options.length === 0 ? { type, options: ['', ''] } : { type });

  return (
    <Card size="small" onKeyDown={onKeyDown} data-testid="question-card" style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 8 }}>
        <Tooltip title={t('question.dragHandle')}>
          <Button
            type="text"
            className={DRAG_HANDLE_CLASS}
            icon={<HolderOutlined />}
            aria-label={t('question.dragHandle')}
            style={{ cursor: 'grab' }}
          />
        </Tooltip>
        <Typography.Text strong style={{ flex: 1 }}>
          {t('question.label', { n: index + 1 })}
        </Typography.Text>
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={t('question.moveUp')}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        />
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={t('question.moveDown')}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        />
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('question.delete')} onClick={onRemove} />
      </div>
      <Form.Item label={t('question.text')} htmlFor={`${idPrefix}-text`} required {...errorProps(t, errors.text)}>
        <Input.TextArea
          id={`${idPrefix}-text`}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('question.textPlaceholder')}
          value={q.text}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      </Form.Item>
      <Space wrap size={16} style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label={t('question.type')}
          optionType="button"
          value={q.type}
          onChange={(e) => changeType(e.target.value as QuestionType)}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`question.types.${type}`) }))}
        />
        <Space size={8}>
          <Switch id={`${idPrefix}-required`} checked={q.required} onChange={(required) => onChange({ required })} />
          <label htmlFor={`${idPrefix}-required`}>{t('question.required')}</label>
        </Space>
      </Space>
      {q.type === 'choice' && (
        <OptionsEditor
          idPrefix={idPrefix}
          options={q.options}
          errors={errors}
          onChange={(options) => onChange({ options })}
        />
      )}
      {q.type === 'number' && (
        <NumberRange idPrefix={idPrefix} min={q.min} max={q.max} errors={errors} onChange={onChange} />
      )}
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Button, Input, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, invalidateAfter, type Response } from '@fikr/shared';
import { NOTE_MAX } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { saveFollowUp } from '../lib/api-calls';

/**
 * The business's follow-up in the detail dialog: a 'Hal qilindi' switch and a note (≤ 1000 characters), saved
 * with PATCH /responses/:id. The note is the business's own text, so it shows on private responses too.
 */
export function FollowUpEditor({ response }: { response: Response }) {
  const { t } = useTranslation(NS);
  const [handled, setHandled] = useState(response.handled ?? false);
  const [note, setNote] = useState(response.note ?? '');
  const [saved, setSaved] = useState({ handled: response.handled ?? false, note: response.note ?? '' });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const dirty = handled !== saved.handled || note.trim() !== saved.note;

  async function save() {
    setSaving(true);
    setError(null);
    setDone(false);
    try {
      const updated = await saveFollowUp(response._id, { handled, note });
      setSaved({ handled: updated.handled ?? handled, note: updated.note ?? note.trim() });
      setNote(updated.note ?? note.trim());
      setDone(true);
      // the list's row (its 'Hal qilindi' tag) and the response's own entry
      void invalidateAfter('followUp');
    } catch (err) {
      setError(apiErrorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="follow-up-title" data-testid="follow-up">
      <Typography.Title level={5} id="follow-up-title">
        {t('followUp.title')}
      </Typography.Title>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Space>
          <Switch
            checked={handled}
            onChange={setHandled}
            aria-label={t('followUp.handledSwitch')}
            data-testid="handled-switch"
          />
          <Typography.Text>{t('followUp.handledSwitch')}</Typography.Text>
        </Space>
        <Input.TextArea
          aria-label={t('followUp.note')}
          placeholder={t('followUp.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
        {error && <Alert type="error" showIcon title={error} />}
        <Space>
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty}>
            {t('followUp.save')}
          </Button>
          {done && !dirty && <Typography.Text type="success">{t('followUp.saved')}</Typography.Text>}
        </Space>
      </Space>
    </section>
  );
}

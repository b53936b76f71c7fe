import { useState } from 'react';
import { Alert, Button, Input, Segmented, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@fikr/shared';
import { AMOUNT_MAX_DIGITS, REPLY_TEXT_MAX, type ReplyBodyInput, type ResponseReply } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { sendReply } from '../lib/api-calls';
import { replyTemplates, type ReplyTemplate } from './reply-templates';

type RewardKind = 'none' | 'coin' | 'voucher';
const digits = (value: string) => value.replace(/\D/g, '').slice(0, AMOUNT_MAX_DIGITS);

/**
 * The owner's reply to a customer: a ready text for the rating (editable), and an optional make-good — coins or a
 * voucher, paid from the balance like a survey request's reward. The API cuts links and phone numbers out.
 */
export function ReplyForm({
  responseId,
  rating,
  onSent,
}: {
  responseId: string;
  rating: number | undefined;
  onSent: (reply: ResponseReply) => void;
}) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<RewardKind>('none');
  const [coin, setCoin] = useState('');
  const [voucher, setVoucher] = useState({ amount: '', description: '', duration: '30' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function applyTemplate(key: ReplyTemplate['key'], makeGood: boolean) {
    setText(t(key));
    if (makeGood) {
      setKind('voucher');
      setVoucher((v) => ({ ...v, description: v.description || t('reply.makeGoodDescription') }));
    }
  }

  async function send() {
    setSending(true);
    setError(null);
    const body: ReplyBodyInput = { text };
    if (kind === 'coin') body.reward = coin;
    if (kind === 'voucher') body.reward = voucher;
    try {
      const reply = await sendReply(responseId, body);
      setText('');
      setKind('none');
      onSent(reply);
    } catch (err) {
      setError(apiErrorMessage(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid="reply-form">
      <Space wrap aria-label={t('reply.templatesLabel')}>
        {replyTemplates(rating).map(({ key, makeGood }) => (
          <Tag.CheckableTag key={key} checked={false} onChange={() => applyTemplate(key, makeGood)}>
            {t(`${key}Label`)}
          </Tag.CheckableTag>
        ))}
      </Space>
      <Input.TextArea
        aria-label={t('reply.text')}
        placeholder={t('reply.textPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REPLY_TEXT_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
      <Segmented<RewardKind>
        aria-label={t('reply.makeGood')}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'none', label: t('reply.noReward') },
          { value: 'coin', label: t('request.coin') },
          { value: 'voucher', label: t('request.voucher') },
        ]}
      />
      {kind === 'coin' && (
        <Input
          aria-label={t('request.coinAmount')}
          inputMode="numeric"
          value={coin}
          onChange={(e) => setCoin(digits(e.target.value))}
        />
      )}
      {kind === 'voucher' && (
        <>
          <Input
            aria-label={t('request.voucherAmount')}
            inputMode="numeric"
            value={voucher.amount}
            onChange={(e) => setVoucher({ ...voucher, amount: digits(e.target.value) })}
          />
          <Input
            aria-label={t('request.description')}
            value={voucher.description}
            maxLength={500}
            onChange={(e) => setVoucher({ ...voucher, description: e.target.value })}
          />
          <Input
            aria-label={t('request.duration')}
            inputMode="numeric"
            value={voucher.duration}
            onChange={(e) => setVoucher({ ...voucher, duration: digits(e.target.value) })}
          />
        </>
      )}
      <p style={{ margin: 0, color: 'rgba(0,0,0,0.55)' }}>{t('reply.hint')}</p>
      {error && <Alert type="error" showIcon title={error} />}
      <Button type="primary" onClick={() => void send()} loading={sending} disabled={!text.trim()}>
        {t('reply.send')}
      </Button>
    </Space>
  );
}

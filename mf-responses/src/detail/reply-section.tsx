import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatSom,
  invalidateAfter,
  isResponseCompleted,
  queryClient,
  responseQueries,
  useQuery,
  type Response,
} from '@fikr/shared';
import { REPLIES_PER_RESPONSE, type ResponseReply } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { ReplyForm } from './reply-form';

function RewardTag({ reward }: { reward: ResponseReply['reward'] }) {
  const { t } = useTranslation(NS);
  if (!reward) return null;
  const text =
    reward.typeMotive === 'coin'
      ? t('list.coin', { amount: formatSom(reward.coin ?? 0) })
      : t('list.voucher', { amount: formatSom(reward.voucher?.amount ?? 0) });
  return <Tag color={reward.redeemed ? 'success' : 'blue'}>{reward.redeemed ? `${text} ✓` : text}</Tag>;
}

/**
 * 'Mijozga javob': the replies sent so far and the form for the next one (at most 3). Only a completed public
 * answer can be replied to: a private one's content is never shown, so it is never answered.
 */
export function ReplySection({ response }: { response: Response }) {
  const { t } = useTranslation(NS);
  const replyable = isResponseCompleted(response.status) && response.isPublic && !response.isTest;
  // the list's rows carry no replies: the response's own answer has them
  const detail = useQuery({ ...responseQueries.detail(response._id), enabled: replyable }, queryClient);
  const replies = detail.data?.replies ?? response.replies ?? [];
  if (!replyable) return null;

  const sent = (reply: ResponseReply) => {
    // shown at once as the server stored it; then the response, the list and the recovery figures are re-read
    queryClient.setQueryData<Response | null>(responseQueries.detail(response._id).queryKey, (stored) => {
      const shown = stored === undefined ? response : stored;
      return shown && { ...shown, replies: [...(shown.replies ?? []), reply] };
    });
    void invalidateAfter('reply');
  };
  return (
    <section aria-labelledby="reply-title" data-testid="reply-section">
      <Typography.Title level={5} id="reply-title">
        {t('reply.titleCount', { count: replies.length, max: REPLIES_PER_RESPONSE })}
      </Typography.Title>
      {replies.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 12px' }}>
          {replies.map((reply) => (
            <li key={reply.id} style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 4 }}>
                {reply.text}
              </Typography.Paragraph>
              <Typography.Text type="secondary">{formatDateTime(reply.createdAt)}</Typography.Text>{' '}
              {reply.channel && <Tag>{t(`reply.channel.${reply.channel}`)}</Tag>}
              <RewardTag reward={reply.reward} />
            </li>
          ))}
        </ul>
      )}
      {replies.length < REPLIES_PER_RESPONSE ? (
        <ReplyForm responseId={response._id} rating={response.rating} onSent={sent} />
      ) : (
        <Typography.Text type="secondary">{t('reply.limitReached')}</Typography.Text>
      )}
    </section>
  );
}

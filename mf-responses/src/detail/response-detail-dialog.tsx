import { Alert, Button, Descriptions, type DescriptionsProps, Modal, Rate, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatPhone,
  formQueries,
  isApiError,
  isResponseCompleted,
  queryClient,
  responseStatusKey,
  useQuery,
  type Response,
} from '@fikr/shared';
import { DeliveryLine } from '../delivery/delivery-line';
import { useCommonText } from '../lib/common-text';
import { NS } from '../i18n';
import { useRewardText } from '../list/reward-text';
import { FollowUpEditor } from './follow-up';
import { ReplySection } from './reply-section';
import { ResponseAnswers } from './response-answers';

type Items = NonNullable<DescriptionsProps['items']>;

/** 'Javob ma'lumotlari'. Privacy: rating, review and answers only for a completed public response. */
export function ResponseDetailDialog({ response, onClose }: { response: Response | null; onClose: () => void }) {
  const { t } = useTranslation([NS, 'common']);
  const common = useCommonText();
  const rewardText = useRewardText();
  const formId = response?.form?._id ?? null;
  const form = useQuery({ ...formQueries.detail(formId ?? ''), enabled: formId !== null }, queryClient);
  const formGone = isApiError(form.error) && form.error.response?.status === 404;
  const done = isResponseCompleted(response?.status);
  const visible = done && response?.isPublic === true;
  const formMissing = Boolean(response) && (formId === null || formGone);

  const who: Items = response
    ? [
        { key: 'name', label: t('detail.name'), children: response.customer?.name?.trim() || '-' },
        {
          key: 'rating',
          label: t('detail.rating'),
          children:
            visible && response.rating ? (
              <Rate disabled value={response.rating} aria-label={String(response.rating)} />
            ) : (
              '-'
            ),
        },
        {
          key: 'phone',
          label: t('detail.phone'),
          children: response.customer?.phone ? formatPhone(response.customer.phone) : '-',
        },
        { key: 'review', label: t('detail.review'), children: (visible && response.review?.trim()) || '-' },
        {
          key: 'type',
          label: t('detail.formType'),
          children: t(response.typeMotive === 'voucher' ? 'request.voucher' : 'request.coin'),
        },
        ...(response.form?.title ? [{ key: 'form', label: t('detail.form'), children: response.form.title }] : []),
      ]
    : [];
  const when: Items = response
    ? [
        { key: 'date', label: t('detail.date'), children: formatDateTime(response.createdAt) },
        {
          key: 'status',
          label: t('detail.status'),
          children: <Tag color={done ? 'success' : 'warning'}>{common(responseStatusKey(response.status))}</Tag>,
        },
        { key: 'reward', label: t('detail.reward'), children: rewardText(response) },
        ...(response.delivery !== undefined
          ? [
              {
                key: 'delivery',
                label: t('delivery.label'),
                children: <DeliveryLine response={response} />,
              },
            ]
          : []),
      ]
    : [];

  return (
    <Modal
      open={response !== null}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('detail.close')}</Button>}
      title={
        <Space>
          {t('detail.title')}
          {done && (
            <Tag color={response?.isPublic ? 'green' : 'default'}>
              {t(response?.isPublic ? 'detail.public' : 'detail.private')}
            </Tag>
          )}
        </Space>
      }
    >
      {response && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="response-detail">
          {formMissing && <Alert type="error" showIcon title={t('common:errors.formNotFound')} />}
          <Descriptions column={1} size="small" bordered items={who} />
          <div>
            <Typography.Title level={5}>{t('detail.answers')}</Typography.Title>
            <ResponseAnswers response={response} form={form.data} formLoading={form.isFetching} />
          </div>
          <Descriptions column={1} size="small" bordered items={when} />
          <ReplySection key={response._id} response={response} />
          <FollowUpEditor response={response} />
        </Space>
      )}
    </Modal>
  );
}

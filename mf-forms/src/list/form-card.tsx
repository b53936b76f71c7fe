import type { MouseEvent } from 'react';
import { Button, Card, Dropdown, Space, Typography, type MenuProps } from 'antd';
import { DeleteOutlined, EditOutlined, MessageOutlined, MoreOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { relativeDateLabel, type Form } from '@fikr/shared';
import { editFormPath } from '../paths';
import { NS } from '../i18n';

export type CardAction = 'responses' | 'edit' | 'share' | 'delete';

interface FormCardProps {
  form: Form;
  deleting: boolean;
  onOpen(): void;
  onAction(action: CardAction): void;
}

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/** One form of the list: title, counts, created-date label, and its menu. Clicking the card opens the editor. */
export function FormCard({ form, deleting, onOpen, onAction }: FormCardProps) {
  const { t, i18n } = useTranslation(NS);
  const items: MenuProps['items'] = [
    { key: 'responses', icon: <MessageOutlined />, label: t('menu.responses') },
    { key: 'edit', icon: <EditOutlined />, label: t('menu.edit') },
    { key: 'share', icon: <ShareAltOutlined />, label: t('menu.share') },
    { type: 'divider' },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      danger: true,
      disabled: deleting,
      label: deleting ? t('list.deleting') : t('menu.delete'),
    },
  ];
  // a waiting request is not an answer: completed answers and requests sent are two figures
  const requests = form.responsesCount;
  const answers = form.completedCount;

  return (
    <Card hoverable data-testid="form-card" onClick={onOpen} style={{ height: '100%', opacity: deleting ? 0.6 : 1 }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        <Typography.Title level={5} style={{ flex: 1, margin: 0 }} ellipsis={{ rows: 2 }}>
          <Link to={editFormPath(form._id)} onClick={stop} style={{ color: 'inherit' }}>
            {form.title}
          </Link>
        </Typography.Title>
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: ({ key, domEvent }) => {
              // the menu sits in a portal, yet React still bubbles its clicks to the card
              domEvent.stopPropagation();
              onAction(key as CardAction);
            },
          }}
        >
          <Button
            type="text"
            icon={<MoreOutlined />}
            aria-label={t('list.actions')}
            onClick={(e: MouseEvent) => stop(e)}
          />
        </Dropdown>
      </div>
      <Space orientation="vertical" size={2} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          {t('list.questions', { count: form.questions?.length ?? 0 })} · {t('list.responses', { count: answers })}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="form-requests">
          {t('list.requests', { count: requests })}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="form-created">
          {relativeDateLabel(form.createdAt, new Date(), i18n.language)}
        </Typography.Text>
        {deleting && <Typography.Text type="danger">{t('list.deleting')}</Typography.Text>}
      </Space>
    </Card>
  );
}

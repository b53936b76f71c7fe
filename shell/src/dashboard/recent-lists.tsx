import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { CheckCircleTwoTone, ClockCircleTwoTone, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isResponseCompleted, relativeDateLabel, type Response } from '@fikr/shared';
import { RECENT_COUNT, type DashboardForm } from './use-dashboard-data';

function RecentCard({ title, all, children }: { title: string; all: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Card title={title} extra={<Link to={all}>{t('dashboard.viewAll')}</Link>} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

function Row({ icon, title, description, ...rest }: { icon: ReactNode; title: ReactNode; description: string; [data: `data-${string}`]: string }) {
  return (
    <div style={{ display: 'flex', gap: 12, padding: '10px 0', borderBottom: '1px solid #f0f0f0' }} {...rest}>
      <span style={{ fontSize: 20 }}>{icon}</span>
      <div style={{ minWidth: 0 }}>
        <div style={{ fontWeight: 500 }}>{title}</div>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </div>
    </div>
  );
}

export function RecentForms({ forms }: { forms: DashboardForm[] }) {
  const { t, i18n } = useTranslation('shell');
  const latest = forms.slice(0, RECENT_COUNT);
  return (
    <RecentCard title={t('dashboard.latestForms')} all="/business/forms">
      {latest.length === 0 && <Typography.Text type="secondary">{t('dashboard.noForms')}</Typography.Text>}
      {latest.map((form) => (
        <Row
          key={form._id}
          data-testid="recent-form"
          icon={<FileTextOutlined style={{ color: '#1677ff' }} />}
          title={<Link to={`/business/forms/${form._id}/edit`}>{form.title}</Link>}
          description={[
            t('dashboard.questions', { count: form.questions?.length ?? 0 }),
            t('dashboard.answers', { count: form.responsesCount ?? form.responses?.length ?? 0 }),
            relativeDateLabel(form.createdAt, new Date(), i18n.language),
          ].join(' · ')}
        />
      ))}
    </RecentCard>
  );
}

export function RecentResponses({ responses }: { responses: Response[] }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <RecentCard title={t('dashboard.latestResponses')} all="/business/responses">
      {responses.length === 0 && <Typography.Text type="secondary">{t('dashboard.noResponses')}</Typography.Text>}
      {responses.map((response) => {
        const done = isResponseCompleted(response.status);
        return (
          <Row
            key={response._id}
            data-testid="recent-response"
            data-status={done ? 'completed' : 'waiting'}
            icon={done ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <ClockCircleTwoTone twoToneColor="#faad14" />}
            title={response.customer?.name?.trim() || t('dashboard.unknown')}
            description={relativeDateLabel(response.createdAt, new Date(), i18n.language)}
          />
        );
      })}
    </RecentCard>
  );
}

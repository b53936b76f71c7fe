import type { ReactNode } from 'react';
import { theme } from 'antd';
// single-colour icons: SvgIcon draws outlined and filled ones (two-tone ones are functions of their colours)
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { customerLabel, isResponseCompleted, relativeDateLabel, type Form, type Response, SvgIcon } from '@fikr/shared';
import { Panel } from '../components/panel';
import { Text } from '../components/typography';
import { RECENT_COUNT } from './use-dashboard-data';

function RecentCard({ title, all, children }: { title: string; all: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Panel title={title} extra={<Link to={all}>{t('dashboard.viewAll')}</Link>} style={{ height: '100%' }}>
      {children}
    </Panel>
  );
}

function Row({
  icon,
  title,
  description,
  ...rest
}: {
  icon: ReactNode;
  title: ReactNode;
  description: string;
  [data: `data-${string}`]: string;
}) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        gap: 12,
        padding: '10px 0',
        borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
      }}
      {...rest}
    >
      <span style={{ fontSize: 20 }}>{icon}</span>
      <div style={{ minWidth: 0 }}>
        <div style={{ fontWeight: 500 }}>{title}</div>
        <Text secondary>{description}</Text>
      </div>
    </div>
  );
}

export function RecentForms({ forms }: { forms: Form[] }) {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  const latest = forms.slice(0, RECENT_COUNT);
  return (
    <RecentCard title={t('dashboard.latestForms')} all="/business/forms">
      {latest.length === 0 && <Text secondary>{t('dashboard.noForms')}</Text>}
      {latest.map((form) => (
        <Row
          key={form._id}
          data-testid="recent-form"
          icon={<SvgIcon icon={FileTextOutlined} style={{ color: token.colorPrimary }} />}
          title={<Link to={`/business/forms/${form._id}/edit`}>{form.title}</Link>}
          description={[
            t('dashboard.questions', { count: form.questions?.length ?? 0 }),
            t('dashboard.answers', { count: form.completedCount ?? 0 }), // completed answers, not requests still waiting
            relativeDateLabel(form.createdAt, new Date(), i18n.language),
          ].join(' · ')}
        />
      ))}
    </RecentCard>
  );
}

export function RecentResponses({ responses }: { responses: Response[] }) {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <RecentCard title={t('dashboard.latestResponses')} all="/business/responses">
      {responses.length === 0 && <Text secondary>{t('dashboard.noResponses')}</Text>}
      {responses.map((response) => {
        const done = isResponseCompleted(response.status);
        return (
          <Row
            key={response._id}
            data-testid="recent-response"
            data-status={done ? 'completed' : 'waiting'}
            icon={
              done ? (
                <SvgIcon icon={CheckCircleFilled} style={{ color: token.colorSuccess }} />
              ) : (
                <SvgIcon icon={ClockCircleOutlined} style={{ color: token.colorWarning }} />
              )
            }
            title={customerLabel(response.customer) || t('dashboard.unknown')} // name, else phone; an open-link answer has neither
            description={relativeDateLabel(response.createdAt, new Date(), i18n.language)}
          />
        );
      })}
    </RecentCard>
  );
}

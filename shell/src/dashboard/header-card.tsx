import { Card, Rate, Space, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatSom, type Business, type Stats } from '@fikr/shared';
import { BusinessAvatar } from '../layout/business-avatar';

export const TOP_UP_LINK = '/business/settings?tab=1';

/** Name (or 'No name'), logo, rating out of 5 with stars and count, coin balance linking to settings tab 1. */
export function HeaderCard({ business, rating }: { business: Business; rating: Stats['rating'] }) {
  const { t } = useTranslation('shell');
  const value = Number(rating?.rating) || 0;
  return (
    <Card>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
        <BusinessAvatar business={business} size={64} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="dashboard-business-name">
            {business.name?.trim() || t('dashboard.noName')}
          </Typography.Title>
          <Space wrap size={8} data-testid="dashboard-rating">
            <Rate disabled allowHalf value={Math.round(value * 2) / 2} style={{ fontSize: 16 }} />
            <Typography.Text strong>{t('dashboard.ratingOf', { rating: value.toFixed(1) })}</Typography.Text>
            <Typography.Text type="secondary">{t('dashboard.ratingCount', { count: rating?.count ?? 0 })}</Typography.Text>
          </Space>
        </div>
        <Link to={TOP_UP_LINK} data-testid="dashboard-balance">
          <Space>
            <WalletOutlined />
            {t('dashboard.coins', { amount: formatSom(business.coin) })}
          </Space>
        </Link>
      </div>
    </Card>
  );
}

import type { ReactNode } from 'react';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatSom, type Business, type Stats, SvgIcon } from '@fikr/shared';
import { Inline } from '../components/layout-boxes';
import { Panel } from '../components/panel';
import { StarRating } from '../components/star-rating';
import { Heading, Text } from '../components/typography';
import { BusinessAvatar } from '../layout/business-avatar';

export const TOP_UP_LINK = '/business/settings?tab=1';

/**
 * Name (or 'No name'), logo, rating out of 5 with stars and count, coin balance linking to settings tab 1.
 * `updated` ('yangilandi HH:MM' while the data is the last visit's) sits in the card's top padding: it comes and
 * goes without moving anything below it. Before the first answer (`showRating` false) there is no rating to show.
 */
export function HeaderCard({
  business,
  rating,
  updated,
  showRating = true,
}: {
  business: Business;
  rating: Stats['rating'];
  updated?: ReactNode;
  showRating?: boolean;
}) {
  const { t } = useTranslation('shell');
  const value = Number(rating?.rating) || 0;
  const ratingText = t('dashboard.ratingOf', { rating: value.toFixed(1) });
  return (
    <Panel style={{ position: 'relative' }}>
      <div style={{ position: 'absolute', top: 2, insetInlineEnd: 12, fontSize: 12, lineHeight: '20px' }}>
        {updated}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
        <BusinessAvatar business={business} size={64} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <Heading level={3} data-testid="dashboard-business-name">
            {business.name?.trim() || t('dashboard.noName')}
          </Heading>
          {showRating && (
            <Inline wrap data-testid="dashboard-rating">
              <StarRating value={value} label={t('dashboard.ratingLabel', { rating: value.toFixed(1) })} />
              <Text strong>{ratingText}</Text>
              <Text secondary>{t('dashboard.ratingCount', { count: rating?.count ?? 0 })}</Text>
              <span data-testid="dashboard-rating-public">
                <Text secondary style={{ fontSize: 12 }}>
                  {t('dashboard.ratingPublicOnly')}
                </Text>
              </span>
            </Inline>
          )}
        </div>
        <Link to={TOP_UP_LINK} data-testid="dashboard-balance">
          <Inline>
            <SvgIcon icon={WalletOutlined} />
            {t('dashboard.coins', { amount: formatSom(business.coin) })}
          </Inline>
        </Link>
      </div>
    </Panel>
  );
}

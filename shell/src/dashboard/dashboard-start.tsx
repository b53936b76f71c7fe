import { lazy, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@fikr/shared';
import { Text } from '../components/typography';
import { FirstStepsCard } from './first-steps-card';
import { BalanceCard } from './stat-cards';

// only when the first steps cannot be read: its antd Empty loads only then
const DashboardEmpty = lazy(() => import('./dashboard-states').then((m) => ({ default: m.DashboardEmpty })));

// the steps take two shares of a wide row and the balance one; on a phone the steps come first, the balance under
const rowStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'stretch' };

/**
 * A business before its first answer: its first steps and the balance with its top-up, in place of figures that
 * would all be zero and charts with nothing in them.
 */
export function DashboardStart({ business, formId }: { business: Business; formId: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="dashboard-start" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div style={rowStyle}>
        <div style={{ flex: '2 1 320px', minWidth: 0 }}>
          <FirstStepsCard formId={formId} fallback={<DashboardEmpty />} />
        </div>
        <div style={{ flex: '1 1 220px', minWidth: 0 }}>
          <BalanceCard business={business}>
            <Text secondary>{t('firstSteps.balanceHint')}</Text>
          </BalanceCard>
        </div>
      </div>
      <Text secondary>{t('firstSteps.figuresLater')}</Text>
    </div>
  );
}

import { Card, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { userAtom } from '@fikr/shared';

export function DashboardPage() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="dashboard-business-name">
        {user?.business?.name ?? 'No name'}
      </Typography.Title>
      <Typography.Text type="secondary">{t('titles.dashboard')}</Typography.Text>
    </Card>
  );
}

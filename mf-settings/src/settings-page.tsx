import type { ReactNode } from 'react';
import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ProfileForm } from './account/profile-form';
import { NS } from './i18n';
import { NotificationsTab } from './notifications/notifications-tab';

const TABS = ['0', '1', '2'] as const;

/** /business/settings: tab=0 Account, tab=1 Payments (mf-payments' tab, passed in by the shell), tab=2 Notifications. */
export function SettingsPage({ paymentsTab }: { paymentsTab?: ReactNode }) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const active = TABS.find((tab) => tab === params.get('tab')) ?? '0';

  const select = (tab: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('tab', tab);
      return next;
    });

  return (
    <div data-remote="mf-settings">
      <Tabs
        activeKey={active}
        onChange={select}
        items={[
          { key: '0', label: t('tabs.account'), children: <ProfileForm /> },
          {
            key: '1',
            label: t('tabs.payments'),
            children: paymentsTab ?? <Empty description={t('paymentsUnavailable')} />,
          },
          { key: '2', label: t('tabs.notifications'), children: <NotificationsTab /> },
        ]}
      />
      {/* not shown to users (issue 16.12): the profile menu's About lists versions; tests and support read it */}
      <span hidden data-testid="remote-version">
        mf-settings v{__APP_VERSION__}
      </span>
    </div>
  );
}

import { useState } from 'react';
import { Avatar, Button, Drawer, Grid, Layout, Typography } from 'antd';
import { LogoutOutlined, MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { logoutAtom, userAtom } from '@fikr/shared';
import { ConsoleMenu } from './console-menu';
import { pageTitleKey } from './page-title';

export const SIDEBAR_WIDTH = 280;

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  return (
    <nav aria-label="console" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Typography.Title level={3} style={{ padding: '16px 24px', margin: 0 }}>
        {t('appName')}
      </Typography.Title>
      <div style={{ flex: 1 }}>
        <ConsoleMenu onNavigate={onNavigate} />
      </div>
      <Button
        type="text"
        icon={<LogoutOutlined />}
        style={{ margin: 16 }}
        onClick={() => {
          logout();
          navigate('/login');
        }}
      >
        {t('menu.logout')}
      </Button>
    </nav>
  );
}

export function ConsoleLayout() {
  const { t } = useTranslation('shell');
  const screens = Grid.useBreakpoint();
  const large = screens.lg ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  const businessName = user?.business?.name ?? '';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {large ? (
        <Layout.Sider width={SIDEBAR_WIDTH} theme="light" style={{ position: 'sticky', top: 0, height: '100vh' }}>
          <Sidebar />
        </Layout.Sider>
      ) : (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={SIDEBAR_WIDTH} styles={{ body: { padding: 0 } }}>
          <Sidebar onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', alignItems: 'center', gap: 12, paddingInline: 16 }}>
          {!large && <Button type="text" icon={<MenuOutlined />} aria-label="menu" onClick={() => setDrawerOpen(true)} />}
          <Typography.Title level={4} style={{ margin: 0, flex: 1 }} data-testid="page-title">
            {t(pageTitleKey(pathname))}
          </Typography.Title>
          <Button type="primary" shape="circle" icon={<PlusOutlined />} aria-label="new survey request" />
          <Avatar>{businessName.slice(0, 1).toUpperCase() || 'F'}</Avatar>
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>
          <Outlet />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>{t('footer', { year: new Date().getFullYear() })}</Layout.Footer>
      </Layout>
    </Layout>
  );
}

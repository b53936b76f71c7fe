import { Suspense, useEffect, useState } from 'react';
import { Drawer, Grid, Layout, Spin } from 'antd';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { refreshBusinessAtom } from '@fikr/shared';
import { Sidebar, SIDEBAR_WIDTH } from './sidebar';
import { TopBar } from './top-bar';

/** Sidebar of 280 px: permanent on large screens, a drawer on small ones; top bar, page, footer. */
export function ConsoleLayout() {
  const { t } = useTranslation('shell');
  const large = Grid.useBreakpoint().lg ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  useEffect(() => {
    void refreshBusiness(); // logo, name and balance as the server has them now
  }, [refreshBusiness]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {large ? (
        <Layout.Sider width={SIDEBAR_WIDTH} theme="light" style={{ position: 'sticky', top: 0, height: '100vh' }}>
          <Sidebar />
        </Layout.Sider>
      ) : (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={SIDEBAR_WIDTH} styles={{ body: { padding: 0 } }} title={null} closable={false}>
          <Sidebar onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <TopBar onOpenMenu={large ? undefined : () => setDrawerOpen(true)} />
        <Layout.Content style={{ padding: 16 }}>
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>{t('footer', { year: new Date().getFullYear() })}</Layout.Footer>
      </Layout>
    </Layout>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { Grid, Layout, Spin } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { hasBusiness, refreshBusinessAtom, userAtom } from '@fikr/shared';
import { AppNotices } from './app-notices';
import { Sidebar, SIDEBAR_WIDTH } from './sidebar';
import { TopBar } from './top-bar';

const LARGE_SCREEN =
  typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 992px)') : { matches: false };
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));

/** Sidebar of 280 px: permanent on large screens, a drawer on small ones; top bar, page, footer. */
export function ConsoleLayout() {
  const { t } = useTranslation('shell');
  // useBreakpoint is empty on the first render; asking the browser directly keeps a large screen from
  // mounting (and downloading) the mobile drawer for that one render.
  const large = Grid.useBreakpoint().lg ?? LARGE_SCREEN.matches;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // the drawer (antd's Drawer) is downloaded at the first tap on the menu button, not with the page
  const [drawerUsed, setDrawerUsed] = useState(false);
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  // an operator without a business has none to read
  const business = hasBusiness(useAtomValue(userAtom));
  useEffect(() => {
    if (business) void refreshBusiness(); // logo, name and balance as the server has them now
  }, [business, refreshBusiness]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {large ? (
        <Layout.Sider width={SIDEBAR_WIDTH} theme="light" style={{ position: 'sticky', top: 0, height: '100vh' }}>
          <Sidebar />
        </Layout.Sider>
      ) : (
        drawerUsed && (
          <Suspense fallback={null}>
            <MobileMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )
      )}
      <Layout>
        <TopBar
          onOpenMenu={
            large
              ? undefined
              : () => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }
          }
        />
        {/* a screen's height at least, so the footer starts below it and never jumps as the page fills in */}
        <Layout.Content style={{ padding: 16, minHeight: '100vh' }}>
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>{t('footer', { year: new Date().getFullYear() })}</Layout.Footer>
      </Layout>
      <AppNotices />
    </Layout>
  );
}

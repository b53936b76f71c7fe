import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { theme } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { hasBusiness, refreshBusinessAtom, userAtom } from '@fikr/shared';
import { PageLoading } from '../components/page-loading';
import { AppNotices } from './app-notices';
import { Sidebar, SIDEBAR_WIDTH } from './sidebar';
import { TopBar } from './top-bar';

const LARGE_SCREEN = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 992px)') : null;
const onScreenChange = (notify: () => void) => {
  LARGE_SCREEN?.addEventListener('change', notify);
  return () => LARGE_SCREEN?.removeEventListener('change', notify);
};
/**
 * A page opened from a scrolled one opens at its top (the window keeps its scroll across routes otherwise, and the
 * form builder opened 196 px down with its title hidden). Back and Forward keep what the browser restores.
 */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));

/**
 * Sidebar of 280 px: permanent on large screens, a drawer on small ones; top bar, page, footer. Plain boxes with
 * antd's tokens rather than antd's Layout, Sider and Grid, which the first screen of every page downloaded.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const large = useSyncExternalStore(onScreenChange, () => LARGE_SCREEN?.matches ?? false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // the drawer (antd's Drawer) is downloaded at the first tap on the menu button, not with the page
  const [drawerUsed, setDrawerUsed] = useState(false);
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  useScrollToTopOnNavigation();
  // an operator without a business has none to read
  const business = hasBusiness(useAtomValue(userAtom));
  useEffect(() => {
    if (business) void refreshBusiness(); // logo, name and balance as the server has them now
  }, [business, refreshBusiness]);
  const openMenu = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: token.colorBgLayout }}>
      {large ? (
        <aside
          style={{
            flex: `0 0 ${SIDEBAR_WIDTH}px`,
            position: 'sticky',
            top: 0,
            height: '100vh',
            background: token.colorBgContainer,
          }}
        >
          <Sidebar />
        </aside>
      ) : (
        drawerUsed && (
          <Suspense fallback={null}>
            <MobileMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )
      )}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <TopBar onOpenMenu={large ? undefined : openMenu} />
        {/* a screen's height at least, so the footer starts below it and never jumps as the page fills in */}
        <main style={{ padding: 16, minHeight: '100vh' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <footer style={{ textAlign: 'center', padding: '24px 50px', color: token.colorText }}>
          {t('footer', { year: new Date().getFullYear() })}
        </footer>
      </div>
      <AppNotices />
    </div>
  );
}

import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

const ITEMS = [
  { key: '/business/dashboard', label: 'menu.dashboard' },
  { key: '/business/forms', label: 'menu.forms' },
  { key: '/business/responses', label: 'menu.responses' },
  { key: '/business/vouchers', label: 'menu.vouchers' },
  { key: '/business/settings', label: 'menu.settings' },
] as const;

export function activeMenuKey(pathname: string): string | undefined {
  return ITEMS.find((item) => pathname === item.key || pathname.startsWith(`${item.key}/`))?.key;
}

export function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeMenuKey(pathname);
  return (
    <Menu
      mode="inline"
      selectedKeys={active ? [active] : []}
      items={ITEMS.map((item) => ({ key: item.key, label: t(item.label) }))}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}

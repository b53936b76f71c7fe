import { Menu } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { roleAtom } from '@fikr/shared';
import { activeMenuKey, inLanguage, menuEntries, useConsolePages } from '../federation/console-pages';
import { menuIcon } from './menu-icon';

/** The dashboard and every page the manifest declares with a menu label, for the user's role, in their order. */
export function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = menuEntries(useConsolePages(), useAtomValue(roleAtom));
  const active = activeMenuKey(entries, pathname);
  return (
    <Menu
      mode="inline"
      selectedKeys={active ? [active] : []}
      items={entries.map((item) => ({
        key: item.key,
        icon: menuIcon(item.icon),
        label: item.label ? inLanguage(item.label, i18n.language) : t('menu.dashboard'),
      }))}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}

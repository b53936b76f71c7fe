import { Menu } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { consoleRolesAtom } from '@fikr/shared';
import { activeMenuKey, inLanguage, menuEntries, useConsolePages } from '../federation/console-pages';
import { menuIcon } from './menu-icon';

/** The dashboard and every page the manifest declares with a menu label, for the user's roles, in their order. */
export function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = menuEntries(useConsolePages(), useAtomValue(consoleRolesAtom));
  const active = activeMenuKey(entries, pathname);
  return (
    <Menu
      mode="inline"
      selectedKeys={active ? [active] : []}
      items={entries.map((item) => ({
        key: item.key,
        icon: menuIcon(item.icon),
        label: item.label ? inLanguage(item.label, i18n.language) : t('menu.dashboard'),
        // antd marks the current section by colour only; screen readers hear it from aria-current
        'aria-current': item.key === active ? ('page' as const) : undefined,
      }))}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}

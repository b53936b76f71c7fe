import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import { theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { consoleRolesAtom } from '@fikr/shared';
import { activeMenuKey, inLanguage, menuEntries, useConsolePages } from '../federation/console-pages';
import { arrowStep, moveFocus } from '../components/use-popup';
import { menuIcon } from './menu-icon';

// Drawn like antd's inline Menu with its tokens, but links and a few CSS rules: antd's Menu brought its menu
// library, Tooltip, Trigger and motion (~40 KB gzip) to every console page's first load.
const MENU_CSS = `
.fikr-menu { list-style: none; margin: 0; padding: 0; }
.fikr-menu a { display: flex; align-items: center; gap: 10px; height: 40px; margin: 4px; padding-inline: 24px 16px;
  border-radius: var(--fikr-menu-radius); color: var(--fikr-menu-text); text-decoration: none; }
.fikr-menu a:hover { background: var(--fikr-menu-hover); }
.fikr-menu a[aria-current='page'] { background: var(--fikr-menu-active-bg); color: var(--fikr-menu-active); }
.fikr-menu a:focus-visible { outline: 4px solid var(--fikr-menu-focus); outline-offset: 1px; }`;

/** Up and down move between the items, as in a menu; Tab leaves it. */
function onArrow(event: KeyboardEvent<HTMLUListElement>) {
  const step = arrowStep(event.key);
  if (!step) return;
  event.preventDefault();
  moveFocus([...event.currentTarget.querySelectorAll<HTMLElement>('[role=menuitem]')], step);
}

/** A plain click navigates in the app; a click with a modifier (a new tab) is left to the browser. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The dashboard and every page the manifest declares with a menu label, for the user's roles, in their order. */
export function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = menuEntries(useConsolePages(), useAtomValue(consoleRolesAtom));
  const active = activeMenuKey(entries, pathname);
  const colours = {
    '--fikr-menu-radius': `${token.borderRadiusLG}px`,
    '--fikr-menu-text': token.colorText,
    '--fikr-menu-hover': token.colorBgTextHover,
    '--fikr-menu-active-bg': token.controlItemBgActive,
    '--fikr-menu-active': token.colorPrimary,
    '--fikr-menu-focus': token.colorPrimaryBorder,
  } as CSSProperties;
  return (
    <ul role="menu" className="fikr-menu" style={colours} onKeyDown={onArrow}>
      <style href="fikr-menu" precedence="default">
        {MENU_CSS}
      </style>
      {entries.map((item) => (
        <li key={item.key} role="none">
          <a
            role="menuitem"
            href={item.key}
            aria-current={item.key === active ? 'page' : undefined}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              navigate(item.key);
              onNavigate?.();
            }}
          >
            {menuIcon(item.icon)}
            {item.label ? inLanguage(item.label, i18n.language) : t('menu.dashboard')}
          </a>
        </li>
      ))}
    </ul>
  );
}

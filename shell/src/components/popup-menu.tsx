import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import { usePopup } from './use-popup';

export interface PopupMenuItem {
  key: string;
  label: ReactNode;
  /** Shown as chosen (the current language). */
  selected?: boolean;
}

/** What the trigger button gets: it opens and closes the menu and says so to assistive technology. */
export interface PopupMenuTrigger {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  onClick: () => void;
}

// Drawn like antd's Dropdown menu with its tokens; antd's Dropdown brought its Menu, Trigger and motion to
// every console page's first load for two short lists in the top bar.
const POPUP_CSS = `
.fikr-popup { position: absolute; top: calc(100% + 4px); right: 0; z-index: 1050; min-width: 160px; padding: 4px;
  background: var(--fikr-popup-bg); border-radius: var(--fikr-popup-radius); box-shadow: var(--fikr-popup-shadow); }
.fikr-popup [role=menuitem] { display: block; width: 100%; padding: 5px 12px; border: 0; border-radius: 4px;
  background: none; font: inherit; color: var(--fikr-popup-text); text-align: start; white-space: nowrap; cursor: pointer; }
.fikr-popup [role=menuitem]:hover, .fikr-popup [role=menuitem]:focus-visible { background: var(--fikr-popup-hover); outline: none; }
.fikr-popup [role=menuitem][aria-current='true'] { background: var(--fikr-popup-selected); color: var(--fikr-popup-primary); }`;

/** A button that opens a short list of choices under it (the top bar's language and profile menus). */
export function PopupMenu({
  label,
  items,
  onSelect,
  trigger,
}: {
  /** The menu's accessible name. */
  label: string;
  items: PopupMenuItem[];
  onSelect: (key: string) => void;
  trigger: (props: PopupMenuTrigger) => ReactNode;
}) {
  const { token } = theme.useToken();
  const { root, open, setOpen } = usePopup<HTMLSpanElement>();
  const colours = {
    '--fikr-popup-bg': token.colorBgElevated,
    '--fikr-popup-radius': `${token.borderRadiusLG}px`,
    '--fikr-popup-shadow': token.boxShadowSecondary,
    '--fikr-popup-text': token.colorText,
    '--fikr-popup-hover': token.controlItemBgHover,
    '--fikr-popup-selected': token.controlItemBgActive,
    '--fikr-popup-primary': token.colorPrimary,
  } as CSSProperties;
  return (
    <span ref={root} style={{ position: 'relative', display: 'inline-block' }}>
      {trigger({ 'aria-haspopup': 'menu', 'aria-expanded': open, onClick: () => setOpen(!open) })}
      {open && (
        <div role="menu" aria-label={label} className="fikr-popup" style={colours}>
          <style href="fikr-popup" precedence="default">
            {POPUP_CSS}
          </style>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              aria-current={item.selected ? true : undefined}
              onClick={() => {
                setOpen(false);
                onSelect(item.key);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}

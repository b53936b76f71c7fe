import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';

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
.fikr-popup [role=menuitem].fikr-popup-selected { background: var(--fikr-popup-selected); color: var(--fikr-popup-primary); }`;

/** Escape or a click outside closes it; up and down move between the items; the chosen (or first) item takes the focus. */
function usePopup() {
  const root = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const close = (refocus: boolean) => {
      setOpen(false);
      if (refocus) root.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    };
    const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    (items().find((item) => item.classList.contains('fikr-popup-selected')) ?? items()[0])?.focus();
    const onKey = (event: KeyboardEvent) => {
      const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (event.key === 'Escape' || event.key === 'Tab') close(event.key === 'Escape');
      if (!step) return;
      event.preventDefault();
      const list = items();
      list[(list.indexOf(document.activeElement as HTMLElement) + step + list.length) % list.length]?.focus();
    };
    const onPointer = (event: MouseEvent) => !root.current?.contains(event.target as Node) && close(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);
  return { root, open, setOpen };
}

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
  const { root, open, setOpen } = usePopup();
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
              className={item.selected ? 'fikr-popup-selected' : undefined}
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

import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';

// antd's Button in its primary, text, primary-ghost and default looks, drawn with its tokens: the buttons of the
// console's frame and dashboard are on the first screen of every page, and antd's Button (with its wave effect,
// loading icon and colour helpers, ~11 KB gzip) was the largest part of antd there. A phone's lists (cards) use it
// for the same reason; the remotes' dialogs and forms keep antd's Button.
const BUTTON_CSS = `
.fikr-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 32px;
  padding: 0 15px; border: 1px solid transparent; border-radius: var(--fikr-btn-radius); background: transparent;
  color: var(--fikr-btn-text); font: inherit; font-size: 14px; line-height: 1; white-space: nowrap; cursor: pointer;
  transition: background 0.2s, color 0.2s, border-color 0.2s; }
.fikr-btn:focus-visible { outline: 4px solid var(--fikr-btn-focus); outline-offset: 1px; }
.fikr-btn-primary { background: var(--fikr-btn-primary); color: #fff; }
.fikr-btn-primary:hover { background: var(--fikr-btn-primary-hover); }
.fikr-btn-primary:active { background: var(--fikr-btn-primary-active); }
.fikr-btn-text:hover { background: var(--fikr-btn-text-hover); }
.fikr-btn-text:active { background: var(--fikr-btn-text-active); }
.fikr-btn-outline { border-color: var(--fikr-btn-primary); color: var(--fikr-btn-primary); }
.fikr-btn-outline:hover { border-color: var(--fikr-btn-primary-hover); color: var(--fikr-btn-primary-hover); }
.fikr-btn-default { border-color: var(--fikr-btn-border); background: var(--fikr-btn-bg); }
.fikr-btn-default:hover { border-color: var(--fikr-btn-primary-hover); color: var(--fikr-btn-primary-hover); }
.fikr-btn-default:active { border-color: var(--fikr-btn-primary-active); color: var(--fikr-btn-primary-active); }
.fikr-btn-small { height: 24px; padding: 0 7px; border-radius: var(--fikr-btn-radius-sm); }
.fikr-btn-circle { width: 32px; padding: 0; border-radius: 50%; }
.fikr-btn-small.fikr-btn-circle { width: 24px; }
.fikr-btn:disabled { cursor: not-allowed; border-color: var(--fikr-btn-disabled-border); background: var(--fikr-btn-disabled-bg);
  color: var(--fikr-btn-disabled); }
.fikr-btn-text:disabled { border-color: transparent; background: transparent; }`;

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary' (filled), 'text' (no border until hovered), 'outline' (antd's primary ghost) or 'default' (bordered). */
  kind?: 'primary' | 'text' | 'outline' | 'default';
  circle?: boolean;
  small?: boolean;
  icon?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/** A button that looks like antd's, for the console's frame, dashboard and phone lists. */
export function LightButton({
  kind = 'text',
  circle,
  small,
  icon,
  children,
  className,
  style,
  disabled,
  ...rest
}: LightButtonProps) {
  const { token } = theme.useToken();
  // off with every antd control when the console is read-only (offline), unless told otherwise
  const { componentDisabled } = ConfigProvider.useConfig();
  const colours = {
    '--fikr-btn-radius': `${token.borderRadius}px`,
    '--fikr-btn-radius-sm': `${token.borderRadiusSM}px`,
    '--fikr-btn-text': token.colorText,
    '--fikr-btn-focus': token.colorPrimaryBorder,
    '--fikr-btn-primary': token.colorPrimary,
    '--fikr-btn-primary-hover': token.colorPrimaryHover,
    '--fikr-btn-primary-active': token.colorPrimaryActive,
    '--fikr-btn-text-hover': token.colorBgTextHover,
    '--fikr-btn-text-active': token.colorBgTextActive,
    '--fikr-btn-disabled': token.colorTextDisabled,
    '--fikr-btn-disabled-bg': token.colorBgContainerDisabled,
    '--fikr-btn-disabled-border': token.colorBorder,
    '--fikr-btn-border': token.colorBorder,
    '--fikr-btn-bg': token.colorBgContainer,
  } as CSSProperties;
  const classes = ['fikr-btn', `fikr-btn-${kind}`, circle && 'fikr-btn-circle', small && 'fikr-btn-small', className];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      style={{ ...colours, ...style }}
      disabled={disabled ?? componentDisabled}
      {...rest}
    >
      <style href="fikr-light-button" precedence="default">
        {BUTTON_CSS}
      </style>
      {icon}
      {children != null && <span>{children}</span>}
    </button>
  );
}

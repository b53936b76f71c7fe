import type { ReactNode } from 'react';
import { theme } from 'antd';
import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';

/**
 * A message box drawn like antd's Alert with its tokens (warning or info, an icon, a bold title over a text, an
 * action at its end). The console's frame shows these (offline, a new version, a page that would not load), so
 * antd's Alert would be on every first screen only to be ready for them.
 */
export function Notice({
  tone,
  title,
  children,
  action,
  ...rest
}: {
  tone: 'warning' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
  [data: `data-${string}`]: string | undefined;
}) {
  const { token } = theme.useToken();
  const warning = tone === 'warning';
  const Icon = warning ? ExclamationCircleFilled : InfoCircleFilled;
  const iconSize = title != null && children != null ? 24 : token.fontSize;
  return (
    <div
      {...rest}
      style={{
        display: 'flex',
        alignItems: title != null && children != null ? 'flex-start' : 'center',
        gap: token.marginSM,
        padding: title != null && children != null ? `${token.paddingMD}px ${token.paddingLG}px` : '8px 12px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${warning ? token.colorWarningBorder : token.colorInfoBorder}`,
        background: warning ? token.colorWarningBg : token.colorInfoBg,
        color: token.colorText,
      }}
    >
      <Icon aria-hidden style={{ color: warning ? token.colorWarning : token.colorInfo, fontSize: iconSize }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        {title != null && <div style={{ fontSize: children != null ? token.fontSizeLG : undefined }}>{title}</div>}
        {children != null && <div style={{ marginTop: title != null ? token.marginXS : 0 }}>{children}</div>}
      </div>
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';
import { theme } from 'antd';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { SvgIcon } from './svg-icon';

const TONES = {
  warning: {
    Icon: ExclamationCircleFilled,
    colour: 'colorWarning',
    border: 'colorWarningBorder',
    bg: 'colorWarningBg',
  },
  info: { Icon: InfoCircleFilled, colour: 'colorInfo', border: 'colorInfoBorder', bg: 'colorInfoBg' },
  error: { Icon: CloseCircleFilled, colour: 'colorError', border: 'colorErrorBorder', bg: 'colorErrorBg' },
} as const;

/**
 * A message box drawn like antd's Alert with its tokens (warning, info or error, an icon, a bold title over a
 * text, an action at its end). The console's frame shows these (offline, a new version, a page that would not
 * load), and so does a phone's list that could not load, so antd's Alert would be on every first screen only to
 * be ready for them.
 */
export function Notice({
  tone,
  title,
  children,
  action,
  ...rest
}: {
  tone: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
  [data: `data-${string}`]: string | undefined;
}) {
  const { token } = theme.useToken();
  const { Icon, colour, border, bg } = TONES[tone];
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
        border: `1px solid ${token[border]}`,
        background: token[bg],
        color: token.colorText,
      }}
    >
      <SvgIcon icon={Icon} style={{ color: token[colour], fontSize: iconSize }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        {title != null && <div style={{ fontSize: children != null ? token.fontSizeLG : undefined }}>{title}</div>}
        {children != null && <div style={{ marginTop: title != null ? token.marginXS : 0 }}>{children}</div>}
      </div>
      {action}
    </div>
  );
}

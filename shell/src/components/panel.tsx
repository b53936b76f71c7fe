import { useId, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';

interface PanelProps {
  title?: ReactNode;
  /** Right side of the header (a "view all" link). */
  extra?: ReactNode;
  /** A panel nested in another: tinted header, smaller title, tighter body (antd's inner card). */
  inner?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/** A bordered, rounded box with an optional title/extra header, drawn with antd's tokens (antd Card pulls in Tabs). */
export function Panel({ title, extra, inner = false, style, children, ...data }: PanelProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const headed = title != null || extra != null;
  return (
    <section
      aria-labelledby={title != null ? titleId : undefined}
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        ...style,
      }}
      {...data}
    >
      {headed && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            padding: `0 ${token.paddingLG}px`,
            background: inner ? token.colorFillAlter : undefined,
            borderBottom: border,
            borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
          }}
        >
          <div
            id={titleId}
            style={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              color: token.colorTextHeading,
              fontWeight: token.fontWeightStrong,
              fontSize: inner ? token.fontSize : token.fontSizeLG,
            }}
          >
            {title}
          </div>
          {extra != null && <div style={{ marginInlineStart: 'auto', fontSize: token.fontSize }}>{extra}</div>}
        </div>
      )}
      <div style={{ padding: inner ? `${token.padding}px ${token.paddingLG}px` : token.paddingLG }}>{children}</div>
    </section>
  );
}

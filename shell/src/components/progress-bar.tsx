import { theme } from 'antd';

interface ProgressBarProps {
  percent: number;
  /** Fill colour; antd's info colour by default, its success colour when full. */
  color?: string;
  /** Show "NN%" after the bar. */
  showInfo?: boolean;
  /** The bar's accessible name: `label` as text, or the id of an element that names it. */
  label?: string;
  labelledBy?: string;
}

/** A thin track and fill (antd's small line Progress), announced as a progressbar. */
export function ProgressBar({ percent, color, showInfo = true, label, labelledBy }: ProgressBarProps) {
  const { token } = theme.useToken();
  const value = Math.min(100, Math.max(0, Math.round(Number(percent) || 0)));
  const fill = color ?? (value >= 100 ? token.colorSuccess : token.colorInfo);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
      aria-labelledby={labelledBy}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        fontSize: token.fontSizeSM,
        lineHeight: token.lineHeight,
      }}
    >
      <div style={{ flex: 1, height: 6, borderRadius: 100, background: token.colorFillSecondary, overflow: 'hidden' }}>
        <div
          style={{
            width: `${value}%`,
            height: '100%',
            borderRadius: 100,
            background: fill,
            transition: `width ${token.motionDurationSlow}`,
          }}
        />
      </div>
      {showInfo && (
        <span style={{ minWidth: '2.5em', color: token.colorText, whiteSpace: 'nowrap' }}>{`${value}%`}</span>
      )}
    </div>
  );
}

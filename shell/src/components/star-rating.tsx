import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { SvgIcon } from '@fikr/shared';
import { theme } from 'antd';

const STARS = [1, 2, 3, 4, 5];

/** Read-only stars out of 5, rounded to halves (antd's disabled Rate); one image named by `label`. */
export function StarRating({ value, label, size = 16 }: { value: number; label: string; size?: number }) {
  const { token } = theme.useToken();
  const rounded = Math.round((Number(value) || 0) * 2) / 2;
  return (
    <span
      role="img"
      aria-label={label}
      data-value={rounded}
      style={{ display: 'inline-flex', gap: token.marginXS, fontSize: size, lineHeight: 1 }}
    >
      {STARS.map((star) => {
        const filled = Math.min(1, Math.max(0, rounded - star + 1)); // 0, 0.5 or 1
        return (
          <span
            key={star}
            aria-hidden
            style={{ position: 'relative', display: 'inline-block', color: token.colorFillContent }}
          >
            <SvgIcon icon={StarFilled} />
            {filled > 0 && (
              <span
                style={{
                  position: 'absolute',
                  insetBlock: 0,
                  insetInlineStart: 0,
                  width: `${filled * 100}%`,
                  overflow: 'hidden',
                  color: token.yellow6,
                }}
              >
                <SvgIcon icon={StarFilled} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

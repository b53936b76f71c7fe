import type { CSSProperties } from 'react';

// antd's preset status tags (green #52c41a on #f6ffed, …) fall short of WCAG AA contrast for small text;
// these are the darker shades of the same palettes, each at least 4.5:1 on its background.
export const TAG_TONES: Record<string, CSSProperties> = {
  success: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  warning: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  error: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  processing: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  default: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
};

export const tagTone = (color: string | undefined): CSSProperties => TAG_TONES[color ?? 'default'] ?? TAG_TONES.default;

/**
 * The console's colours that pass WCAG AA contrast on white: antd's default blue (#1677ff) and its 45%-black
 * secondary text do not, so these are the nearest shades that pass. The antd theme (app-providers.tsx) and the
 * prerendered landing's stylesheet, which runs without antd, both take them from here.
 */
export const PALETTE = {
  primary: '#0958d9',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  textTertiary: 'rgba(0, 0, 0, 0.6)',
} as const;

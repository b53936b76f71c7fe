import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import { CONSOLE_MAP_TOKEN, CONSOLE_PALETTES } from './console-map-token';
import { PALETTE } from './palette';

export const theme = {
  // AA-contrast shades of antd's blue and secondary text (palette.ts).
  token: {
    colorPrimary: PALETTE.primary,
    colorLink: PALETTE.primary,
    colorTextSecondary: PALETTE.textSecondary,
    colorTextTertiary: PALETTE.textTertiary,
    colorTextDescription: PALETTE.textSecondary,
    borderRadius: 10,
    fontFamily: "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  },
};

/** The whole seed antd derives from: its defaults under the console's own. */
export const consoleSeed = (): SeedToken => ({ ...antdTheme.defaultSeed, ...theme.token });

/** Whether `seed` is the console's, reduced motion or not (antd passes `motion` through unchanged). */
function isConsoleSeed(seed: SeedToken): boolean {
  const own = consoleSeed() as unknown as Record<string, unknown>;
  const given = seed as unknown as Record<string, unknown>;
  const keys = Object.keys(given).filter((key) => key !== 'motion');
  return (
    keys.length === Object.keys(own).filter((key) => key !== 'motion').length &&
    keys.every((key) => given[key] === own[key])
  );
}

/** The kept palettes as antd's algorithm gives them: 'blue-1' and 'blue1', … */
function paletteTokens(): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [color, shades] of Object.entries(CONSOLE_PALETTES))
    shades.forEach((shade, i) => {
      tokens[`${color}-${i + 1}`] = shade;
      tokens[`${color}${i + 1}`] = shade;
    });
  return tokens;
}

/**
 * antd's default algorithm, kept for the console's own seed. antd derives ~450 values (colour palettes, sizes,
 * fonts) from the seed inside its ConfigProvider's first render, on every start of every page: measured at 4×
 * CPU, ~0.1 s of the longest task of the console's start on a phone. For the console's seed the answer never
 * changes, so it is kept: its palettes, and the values that are not the seed's own (console-map-token.ts,
 * written by scripts/console-map-token.ts, ~1.7 KB gzip), the whole held equal to antd's by a test. Any other seed
 * is derived as antd does.
 */
export function consoleAlgorithm(seed: SeedToken, mapToken?: MapToken): MapToken {
  if (mapToken === undefined && isConsoleSeed(seed))
    return { ...seed, ...paletteTokens(), ...CONSOLE_MAP_TOKEN } as unknown as MapToken;
  return antdTheme.defaultAlgorithm(seed);
}

/** The console's theme for antd's ConfigProvider: its seed, derived by consoleAlgorithm. */
export const consoleTheme: ThemeConfig = { ...theme, algorithm: consoleAlgorithm };

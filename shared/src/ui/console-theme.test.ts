import { theme as antdTheme } from 'antd';
import { consoleAlgorithm, consoleSeed, consoleTheme, theme } from './console-theme';

test("the kept derivation of the console's seed is antd's (else: npx tsx scripts/console-map-token.ts)", () => {
  expect(consoleAlgorithm(consoleSeed())).toEqual(antdTheme.defaultAlgorithm(consoleSeed()));
});

test('with reduced motion, and for any other seed, it is what antd derives', () => {
  const still = { ...consoleSeed(), motion: false };
  expect(consoleAlgorithm(still)).toEqual(antdTheme.defaultAlgorithm(still));
  const other = { ...consoleSeed(), colorPrimary: '#d4380d' };
  expect(consoleAlgorithm(other)).toEqual(antdTheme.defaultAlgorithm(other));
  expect(consoleAlgorithm(other).colorPrimaryHover).not.toBe(consoleAlgorithm(consoleSeed()).colorPrimaryHover);
});

test("the console's design tokens are the ones antd computes for its seed", () => {
  const plain = antdTheme.getDesignToken({ token: theme.token });
  expect(antdTheme.getDesignToken(consoleTheme)).toEqual(plain);
  expect(plain.colorPrimary).toBe('#0958d9');
});

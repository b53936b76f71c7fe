// Writes shared/src/ui/console-map-token.ts: antd's default algorithm's answer for the console's seed, which the
// console keeps instead of deriving it on every start (console-theme.ts): its palettes, shades by colour, and the
// values that are not the seed's own (the console spreads the seed under them). Run after an antd upgrade or a
// change of the seed, when the test beside it says the two differ:  npx tsx scripts/console-map-token.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { format, resolveConfig } from 'prettier';
import { consoleSeed } from '../shared/src/ui/console-theme';

const seed = consoleSeed() as unknown as Record<string, unknown>;
const derived = theme.defaultAlgorithm(consoleSeed()) as unknown as Record<string, unknown>;

// 'blue-1' … 'blue-10'; antd gives each shade as 'blue1' too
const palettes: Record<string, unknown[]> = {};
for (const [key, value] of Object.entries(derived)) {
  const [, color, n] = /^([a-z]+)-(\d+)$/.exec(key) ?? [];
  if (color) (palettes[color] ??= [])[Number(n) - 1] = value;
}
const shade = new RegExp(`^(${Object.keys(palettes).join('|')})-?\\d+$`);
const token = Object.fromEntries(
  Object.entries(derived).filter(([key, value]) => !shade.test(key) && seed[key] !== value),
);

async function main() {
  const file = join(__dirname, '../shared/src/ui/console-map-token.ts');
  const source =
    `// Written by scripts/console-map-token.ts: antd's default algorithm for the console's seed (console-theme.ts).\n` +
    `// Do not edit; a test holds it equal to antd's.\n` +
    `export const CONSOLE_PALETTES: Record<string, string[]> = ${JSON.stringify(palettes)};\n` +
    `export const CONSOLE_MAP_TOKEN = ${JSON.stringify(token)};\n`;
  writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`${file}: ${Object.keys(palettes).length} palettes, ${Object.keys(token).length} other values`);
}

void main();

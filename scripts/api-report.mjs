// The exported surface of @fikr/shared, one report per entry (shared/api-report/<entry>.api.md), made by API
// Extractor from the declarations `tsc -b` writes. Every remote is built against one version of the contracts and
// the shell shares them as a strict singleton, so a removed or changed export breaks remotes built before it:
// such a change must come with a new major version of @fikr/shared (before 1.0.0 a new minor, as caret ranges read it),
// and an added export with an updated report.
//   node scripts/api-report.mjs          check (CI): fails on any difference from the committed reports
//   node scripts/api-report.mjs --update write the reports anew (refused for a breaking change without a major bump)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { root } from './lib.mjs';

const shared = join(root, 'shared');
const reports = join(shared, 'api-report');
/** Each package export that remotes load at run time (the test helpers are not shared at run time). */
const ENTRIES = {
  index: 'dist/index.d.ts',
  core: 'dist/core.d.ts',
  schemas: 'dist/schemas/index.d.ts',
  'console-pages': 'dist/schemas/console-pages-check.d.ts',
  catalogue: 'dist/i18n/catalogue.d.ts',
  'list-cards': 'dist/ui/list-cards.d.ts',
  format: 'dist/format/index.d.ts',
  'customer-form': 'dist/customer-form/index.d.ts',
};
const VERSION_LINE = /^<!-- @fikr\/shared (\d+\.\d+\.\d+) -->$/m;

/**
 * The part of a version whose change says "incompatible", as npm's caret ranges read it (and so the federation's
 * requiredVersion `^0.2.0`): the major from 1.0.0 on, the minor before it (0.2 → 0.3), the patch before 0.1.0.
 */
const breakingPart = (v) => {
  const [major, minor, patch] = v.split('.').map(Number);
  return major > 0 ? `${major}` : minor > 0 ? `0.${minor}` : `0.0.${patch}`;
};

const version = JSON.parse(readFileSync(join(shared, 'package.json'), 'utf8')).version;
const major = breakingPart(version);

/**
 * TypeScript prints a union in the order its members were first created, which depends on the order files were
 * checked (an incremental build and a clean one differ): `50 | 10 | 25` one day, `10 | 25 | 50` the next. Unions
 * of plain members are sorted so the report shows what is exported, not how it was compiled.
 */
const stableUnions = (text) =>
  text.replace(/(?:[\w$.'"-]+ \| )+[\w$.'"-]+/g, (union) => union.split(' | ').sort().join(' | '));

/** The report API Extractor makes for an entry now, without the header line this script adds. */
function currentReport(name, dts) {
  const temp = join(shared, 'dist/api-report-temp');
  mkdirSync(temp, { recursive: true });
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: shared,
      mainEntryPointFilePath: join(shared, dts),
      compiler: { tsconfigFilePath: join(shared, 'tsconfig.json') },
      apiReport: { enabled: true, reportFolder: temp, reportTempFolder: temp, reportFileName: name },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: { default: { logLevel: 'none' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: join(shared, 'api-extractor.json'),
    packageJsonFullPath: join(shared, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: true, messageCallback: (m) => (m.handled = true) });
  if (!result.succeeded) throw new Error(`API Extractor failed on ${dts}`);
  return stableUnions(readFileSync(join(temp, `${name}.api.md`), 'utf8'));
}

const lines = (text) => new Set(text.split('\n').filter((l) => l.trim() && !VERSION_LINE.test(l)));
/**
 * The report as a sorted list of lines: the members of an inferred object type are printed in the order the
 * compiler met them too, so two builds of the same surface may list them differently; what matters is that each
 * line is there.
 */
const surface = (text) =>
  text
    .split('\n')
    .filter((l) => l.trim() && !VERSION_LINE.test(l))
    .sort()
    .join('\n');
const update = process.argv.includes('--update');
const problems = [];
mkdirSync(reports, { recursive: true });
for (const [name, dts] of Object.entries(ENTRIES)) {
  if (!existsSync(join(shared, dts))) throw new Error(`${dts} is missing: run \`npx tsc -b\` first`);
  const now = currentReport(name, dts);
  const file = join(reports, `${name}.api.md`);
  const before = existsSync(file) ? stableUnions(readFileSync(file, 'utf8')) : null;
  const header = `<!-- @fikr/shared ${version} -->\n`;
  if (before !== null && surface(before) === surface(now)) continue;
  const recorded = before ? VERSION_LINE.exec(before)?.[1] : undefined;
  const recordedMajor = before ? (recorded ? breakingPart(recorded) : 'unknown') : major;
  const gone = before ? [...lines(before)].filter((l) => !lines(now).has(l)) : [];
  if (gone.length > 0 && recordedMajor === major) {
    problems.push(
      `${name}: exports removed or changed without a major version of @fikr/shared (still ${version}):\n` +
        gone.map((l) => `  - ${l}`).join('\n'),
    );
  } else if (update) {
    writeFileSync(file, header + now);
    console.log(`[api-report] ${name}.api.md written`);
  } else {
    problems.push(`${name}: the exported surface changed; review it and run \`node scripts/api-report.mjs --update\``);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`[api-report] @fikr/shared ${version}: ${Object.keys(ENTRIES).length} entries as reported`);

import fs from 'node:fs';
import path from 'node:path';

// The webpack configs of the console's apps (CommonJS, shared by every app's webpack.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- federation.js is CommonJS without typings, as webpack loads it
const { federatedConfig, standaloneConfig, NARROW_SHARES } = require('../build-config/federation.js');

const repo = path.resolve(__dirname, '../..');

describe('production builds', () => {
  it.each(['shell', 'mf-forms', 'mf-public'])('%s serves no source maps to browsers', (app) => {
    const config = federatedConfig({ dir: path.join(repo, app) })({}, { mode: 'production' });
    expect(config.devtool).toBe(false);
    expect(federatedConfig({ dir: path.join(repo, app) })({}, { mode: 'development' }).devtool).toMatch(/source-map/);
  });

  it('the standalone public page neither', () => {
    const config = standaloneConfig({
      dir: path.join(repo, 'mf-public'),
      title: 'Fikr',
      entry: './src/standalone.tsx',
      outDir: 'dist-standalone',
    })({}, { mode: 'production' });
    expect(config.devtool ?? false).toBe(false);
  });
});

describe('packages shared narrowed to the names the apps use', () => {
  /** Every `.ts`/`.tsx` file the console's builds compile (tests are compiled by Jest, not webpack). */
  function appSources(): string[] {
    const apps = ['shared', 'shell', ...fs.readdirSync(repo).filter((name) => name.startsWith('mf-'))];
    return apps.flatMap((app) =>
      (fs.readdirSync(path.join(repo, app, 'src'), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)test(ing)?\//.test(file))
        .map((file) => path.join(repo, app, 'src', file)),
    );
  }

  /** The names imported as values from `pkg` (`import { a, b as c, type T }` gives a and b). */
  function importedNames(source: string, pkg: string): string[] {
    const imports = source.matchAll(new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g'));
    return [...imports].flatMap(([, names]) =>
      names
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0])
        .filter((name) => name && !name.startsWith('type ')),
    );
  }

  it.each(Object.entries(NARROW_SHARES as Record<string, string>))(
    '%s offers every name an app imports from it',
    (pkg, narrowed) => {
      const offered = new Set(
        importedNames(fs.readFileSync(narrowed, 'utf8').replace(/^export \{/m, 'import {'), `whole/${pkg}`),
      );
      const used = new Set(appSources().flatMap((file) => importedNames(fs.readFileSync(file, 'utf8'), pkg)));
      expect(used.size).toBeGreaterThan(0);
      expect([...used].filter((name) => !offered.has(name))).toEqual([]);
    },
  );
});

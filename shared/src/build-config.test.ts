import fs from 'node:fs';
import path from 'node:path';

// The webpack configs of the console's apps (CommonJS, shared by every app's webpack.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- federation.js is CommonJS without typings, as webpack loads it
const { federatedConfig, standaloneConfig, NARROW_SHARES } = require('../build-config/federation.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS as well, for the same reason
const { ScriptPerTaskPlugin, scriptPerTaskRuntime } = require('../build-config/perf/script-per-task-plugin.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader, CommonJS as well
const tooltipProviderOnDemand = require('../build-config/perf/tooltip-provider-on-demand-loader.js');

const repo = path.resolve(__dirname, '../..');

describe('production builds', () => {
  it.each(['shell', 'mf-forms', 'mf-public'])('%s serves no source maps to browsers', (app) => {
    const config = federatedConfig({ dir: path.join(repo, app) })({}, { mode: 'production' });
    expect(config.devtool).toBe(false);
    expect(federatedConfig({ dir: path.join(repo, app) })({}, { mode: 'development' }).devtool).toMatch(/source-map/);
  });

  it.each(['shell', 'mf-responses'])('%s inserts its chunk scripts a batch per task', (app) => {
    const config = federatedConfig({ dir: path.join(repo, app) })({}, { mode: 'production' });
    expect(config.plugins.filter((plugin: object) => plugin instanceof ScriptPerTaskPlugin)).toHaveLength(1);
  });

  it('FIKR_PERF_PATCHES=off builds without any performance patch: no loader, plugin, runtime plugin or narrowed share', () => {
    const shellDir = path.join(repo, 'shell');
    const perf = path.join(repo, 'shared/build-config/perf');
    const mentionsPerf = (config: object) => JSON.stringify(config, (_k, v) => v).includes(perf);
    const patched = federatedConfig({ dir: shellDir })({}, { mode: 'production' });
    expect(mentionsPerf(patched.module.rules)).toBe(true);
    const before = process.env.FIKR_PERF_PATCHES;
    process.env.FIKR_PERF_PATCHES = 'off';
    try {
      const plain = federatedConfig({ dir: shellDir })({}, { mode: 'production' });
      expect(mentionsPerf(plain.module.rules)).toBe(false);
      expect(plain.plugins.filter((plugin: object) => plugin instanceof ScriptPerTaskPlugin)).toHaveLength(0);
      const federation = plain.plugins.find(
        (p: { constructor: { name: string } }) => p.constructor.name === 'ModuleFederationPlugin',
      );
      const { shared, runtimePlugins } = federation._options;
      expect(runtimePlugins.some((file: string) => file.includes('share-per-task'))).toBe(false);
      expect(Object.keys(shared)).toContain('antd');
      expect(Object.keys(shared)).not.toContain('antd/');
      expect(Object.values(shared).some((share) => (share as { import?: string }).import)).toBe(false);
    } finally {
      if (before === undefined) delete process.env.FIKR_PERF_PATCHES;
      else process.env.FIKR_PERF_PATCHES = before;
    }
    const shellFederation = patched.plugins.find(
      (p: { constructor: { name: string } }) => p.constructor.name === 'ModuleFederationPlugin',
    );
    expect(shellFederation._options.runtimePlugins.some((file: string) => file.includes('share-per-task'))).toBe(true);
    expect(Object.keys(shellFederation._options.shared)).toContain('antd/');
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

describe("antd's tooltip provider, imported on demand", () => {
  const configProvider = require.resolve('antd/es/config-provider/index.js');
  const load = (source: string) => tooltipProviderOnDemand.call({ resourcePath: configProvider }, source) as string;

  it("turns the installed antd ConfigProvider's import into React.lazy, leaving the rest as it is", () => {
    const source = fs.readFileSync(configProvider, 'utf8');
    const patched = load(source);
    expect(patched).not.toContain("import UniqueProvider from '../tooltip/UniqueProvider';");
    expect(patched).toContain(
      "const UniqueProvider = /*#__PURE__*/React.lazy(() => import('../tooltip/UniqueProvider'));",
    );
    expect(patched.replace(/^const UniqueProvider = .*$/m, '')).toBe(
      source.replace(/^import UniqueProvider from .*$/m, ''),
    );
  });

  it('fails the build when antd imports the provider some other way, so the patch is looked at again', () => {
    expect(() => load("import { UniqueProvider } from '../tooltip';")).toThrow(/revisit the patch/);
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

describe("chunk scripts inserted a batch per task (the wrapper of webpack's script loader)", () => {
  type Done = (event: { type: string }) => void;
  type Load = (url: string, done: Done, key?: string, chunkId?: number) => void;

  /** A runtime whose loader `load` is wrapped as the builds wrap webpack's. */
  function wrapped(load: Load): Load {
    const runtime = { l: load };
    new Function('runtime', scriptPerTaskRuntime('runtime.l'))(runtime);
    return runtime.l;
  }

  /** The same object for every call within one task (it is forgotten once the task's microtasks have run). */
  let task: object | null = null;
  function currentTask(): object {
    if (!task) {
      const now = {};
      task = now;
      queueMicrotask(() => (task = null));
    }
    return task;
  }

  /** Busy for `ms` milliseconds, as a script tag's insertion is on a slow phone. */
  function busyFor(ms: number) {
    const end = performance.now() + ms;
    while (performance.now() < end);
  }

  /**
   * Until every caller heard how its script ended (each insertion waits for a task of its own, and a loaded machine
   * may run those tasks far apart), then one more task for anything that would still follow.
   */
  async function settled(ended: string[], count: number) {
    while (ended.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('inserts nothing in the task that asks, and one slow insertion per task', async () => {
    const inserted: { url: string; task: object }[] = [];
    const load = wrapped((url, done) => {
      inserted.push({ url, task: currentTask() });
      busyFor(5);
      done({ type: 'load' });
    });
    const asking = currentTask();
    const ended: string[] = [];
    for (const url of ['/a.js', '/b.js', '/c.js']) load(url, (event) => ended.push(`${url} ${event.type}`));
    expect(inserted).toEqual([]);
    await settled(ended, 3);
    expect(inserted.map((i) => i.url)).toEqual(['/a.js', '/b.js', '/c.js']);
    expect(new Set(inserted.map((i) => i.task)).size).toBe(3);
    expect(inserted.some((i) => i.task === asking)).toBe(false);
    expect(ended).toEqual(['/a.js load', '/b.js load', '/c.js load']);
  });

  it('inserts quick ones together, in one task after the asking one, and tells each caller of its own', async () => {
    const inserted: object[] = [];
    const load = wrapped((url, done) => {
      inserted.push(currentTask());
      setTimeout(() => done({ type: `loaded ${url}` }), 0);
    });
    const asking = currentTask();
    const ended: string[] = [];
    for (const url of ['/a.js', '/b.js', '/c.js']) load(url, (event) => ended.push(`${url}: ${event.type}`));
    await settled(ended, 3);
    expect(inserted).toHaveLength(3);
    expect(new Set(inserted).size).toBe(1);
    expect(inserted[0]).not.toBe(asking);
    expect(ended).toEqual(['/a.js: loaded /a.js', '/b.js: loaded /b.js', '/c.js: loaded /c.js']);
  });

  it('loads a script asked for twice while it waits once, and tells both callers how it ended', async () => {
    const loads: [string, string | undefined, number | undefined][] = [];
    const load = wrapped((url, done, key, chunkId) => {
      loads.push([url, key, chunkId]);
      setTimeout(() => done({ type: 'error' }), 0);
    });
    const ended: string[] = [];
    load('/a.js', (event) => ended.push(`first ${event.type}`), 'chunk-7', 7);
    load('/a.js', (event) => ended.push(`second ${event.type}`), 'chunk-7', 7);
    await settled(ended, 2);
    expect(loads).toEqual([['/a.js', 'chunk-7', 7]]);
    expect(ended).toEqual(['first error', 'second error']);
  });
});

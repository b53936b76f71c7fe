// The one webpack + module-federation config used by the shell and all six remotes.
// Plain CommonJS so webpack-cli loads it without a TypeScript loader.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const {
  NARROW_SHARES,
  WHOLE_PACKAGES,
  antdShareKey,
  narrowShares,
  perfModuleRules,
  perfPlugins,
  perfRuntimePlugins,
  perfSourceLoaders,
} = require('./perf');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * The commit a build is made from, as semver build metadata of its version ('0.3.1+a1b2c3d'), so About names
 * exactly what runs: BUILD_COMMIT when the pipeline gives it, else git's HEAD, else nothing (a copy without .git).
 */
function buildCommit() {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT.slice(0, 12);
  try {
    return require('node:child_process')
      .execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/**
 * Everything that holds state must exist once on the page, so it is shared as a singleton.
 * @ant-design/icons is deliberately absent: sharing it pulls every icon into the page.
 */
const singletons = () => [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  // antd is shared per component (a prefix key): `import { Button } from 'antd'` is rewritten to
  // 'antd/es/button' by antd-imports-loader, so a page loads the components it renders, not all of antd
  // (without the performance patches: antd whole)
  antdShareKey(),
  'jotai',
  'i18next',
  'react-i18next',
  '@fikr/shared',
  // zod and the schemas: a separate shared module so pages that do not validate never load them
  '@fikr/shared/schemas',
  // the phone card list of the remotes' tables: its own entry, so the console's first load does not carry
  // antd's Pagination for it
  '@fikr/shared/list-cards',
];

/** 'antd/' → 'antd', '@fikr/shared/schemas' → '@fikr/shared'. */
function packageOf(key) {
  return key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
}

/** The version of `pkg` that the package in `dir` really gets (npm may nest another copy under it). */
function installedVersion(pkg, dir = repoRoot) {
  const file = require.resolve(`${packageOf(pkg)}/package.json`, { paths: [dir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The contracts package: a remote built against another major of it must not run on this shell. */
const CONTRACTS = '@fikr/shared';

/**
 * Each singleton is offered at the version installed for the package in `dir`, and required in the range that
 * package's own package.json declares. @fikr/shared is strict: a remote built against an incompatible major
 * fails to load (the shell shows Retry and the runtime names both versions) instead of running on contracts it
 * was not built for.
 */
function sharedSingletons(dir = repoRoot) {
  const own = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const ranges = { ...own.peerDependencies, ...own.devDependencies, ...own.dependencies };
  // CONTRACTS_RANGE builds a remote as if its package.json required another range of the contracts
  // (e2e/tests/contract-major.test.ts builds one against a bumped major).
  if (process.env.CONTRACTS_RANGE) ranges[CONTRACTS] = process.env.CONTRACTS_RANGE;
  return Object.fromEntries(
    singletons().map((key) => {
      const pkg = packageOf(key);
      const version = installedVersion(pkg, dir);
      const declared = ranges[pkg];
      const requiredVersion = declared && declared !== '*' ? declared : `^${version}`;
      const narrowed = narrowShares()[key];
      return [
        key,
        {
          singleton: true,
          version,
          requiredVersion,
          strictVersion: pkg === CONTRACTS,
          ...(narrowed && { import: narrowed }),
        },
      ];
    }),
  );
}

/** Container names must be JS identifiers: mf-forms -> mf_forms. */
function containerName(packageName) {
  return packageName.replace(/-/g, '_');
}

/** The remotes the shell loads at run time: apps.json is the one list (server, dev setup, scripts, tests). */
const APPS = require('./apps.json');
const REMOTES = APPS.remotes.map((r) => r.name);
const DEV_PORTS = Object.fromEntries([APPS.host, ...APPS.remotes].map((app) => [app.name, app.devPort]));
const EXPOSES = Object.fromEntries(APPS.remotes.map((r) => [r.name, r.exposes]));

/**
 * @param {object} opts
 * @param {string} opts.dir package folder (__dirname of the webpack config)
 * @param {Record<string,string>} [opts.exposes] modules a remote exposes (default: its entry in apps.json); none for the host
 * @param {string[]} [opts.runtimePlugins] federation runtime plugins (the host's fallback plugin)
 * @param {string} [opts.title] page title of the standalone page
 */
function federatedConfig(opts) {
  const pkg = JSON.parse(fs.readFileSync(path.join(opts.dir, 'package.json'), 'utf8'));
  const exposes = opts.exposes ?? EXPOSES[pkg.name];
  const isHost = !exposes;
  const port = DEV_PORTS[pkg.name];

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: opts.dir,
      entry: './src/index.ts',
      // No source maps in production builds: browsers (and anyone) would get the original sources.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(opts.dir, 'dist'),
        // Remotes resolve their chunks relative to wherever their manifest is served from.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
        uniqueName: containerName(pkg.name),
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: WHOLE_PACKAGES },
      module: {
        rules: [
          ...perfModuleRules(),
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: [
              // loaders run last to first: ts-loader emits JS, then the patches (antd's per-component imports)
              ...perfSourceLoaders(),
              {
                loader: 'ts-loader',
                options: {
                  // Type-checking is `tsc -b`'s job; here each file is only transpiled, shared sources included.
                  transpileOnly: true,
                  configFile: path.join(opts.dir, 'tsconfig.json'),
                  compilerOptions: {
                    composite: false,
                    declaration: false,
                    emitDeclarationOnly: false,
                    rootDir: repoRoot,
                  },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        new DefinePlugin({
          __APP_VERSION__: JSON.stringify(
            (process.env.BUILD_LABEL ? `${pkg.version}-${process.env.BUILD_LABEL}` : pkg.version) +
              (buildCommit() ? `+${buildCommit()}` : ''),
          ),
        }),
        new ModuleFederationPlugin({
          name: containerName(pkg.name),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(opts.dir),
          // 'version-first' fetches every registered remote's entry as soon as anything shared loads, ~28 KB
          // gzip each; the shell provides every singleton anyway, so the first loaded version is the one.
          shareStrategy: 'loaded-first',
          // the console's own runtime plugins (the host's fallback), then the patches' (the host only)
          runtimePlugins: [...(opts.runtimePlugins ?? []), ...(isHost ? perfRuntimePlugins(repoRoot) : [])],
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // every build here runs in a browser: the federation runtime leaves out its Node script loader
          experiments: { optimization: { target: 'web' } },
        }),
        ...perfPlugins(),
        new HtmlWebpackPlugin({
          title: opts.title || 'Fikr',
          template: path.join(__dirname, 'index.html'),
          // the console (the host) is the installable app: web app manifest and icons (shell/public)
          installable: isHost,
          // A remote's own dev page lives under deep paths (/business/forms/new): relative script URLs would ask for
          // /business/forms/main.js after a reload, so its dev HTML uses absolute ones. Chunks still resolve from
          // the script's own URL ('auto'), so the shell's dev setup is unaffected.
          publicPath: isHost || !production ? '/' : 'auto',
        }),
      ],
      optimization: {
        // antd is shared per component, so every component is its own async chunk group. With webpack's
        // default 20 KB minimum split, their small common modules — antd's default locale, icon base, style utils —
        // were copied into each group (the console's first load went over its byte budget); split from 1 KB with no
        // request limit, the dashboard loaded ~110 scripts, and on a phone each one costs: six at a time over
        // HTTP/1.1 with 150 ms between on Slow 4G, and a script tag each on a slow CPU. 6 KB (and webpack's limit of
        // 30 requests per load) keeps the first load within its byte budget with far fewer scripts.
        splitChunks: { chunks: 'async', minSize: 6000 },
        // swc minifies the seven builds (each with its own fallback copy of the shared packages) far faster than terser.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/uploads', '/mf-remotes.json'], target: `http://localhost:${process.env.PORT || 8080}` },
        ],
      },
      // publicPath 'auto' is intended: a remote's chunks load from wherever its manifest is served.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      stats: 'errors-warnings',
    };
  };
}

/**
 * A light, non-federated build of one app (mf-public's phone pages): the same loaders, template and
 * minifier as federatedConfig, but no ModuleFederationPlugin, so nothing shared (antd…) is pulled in.
 * @param {object} opts
 * @param {string} opts.dir package folder
 * @param {string} [opts.entry] default ./src/standalone.tsx
 * @param {string} [opts.outDir] default dist-standalone
 * @param {string} [opts.title]
 * @param {string[]} [opts.headScripts] classic scripts placed before the bundle (e.g. '/config.js' runtime config)
 * @param {string} [opts.staticDir] files copied as they are into the output (e.g. a default config.js)
 * @param {number} [opts.port] dev-server port
 */
function standaloneConfig(opts) {
  const federated = federatedConfig({ dir: opts.dir, title: opts.title, exposes: {} });
  const outDir = path.join(opts.dir, opts.outDir || 'dist-standalone');
  const staticDir = opts.staticDir && path.join(opts.dir, opts.staticDir);
  const headScripts = opts.headScripts || [];

  const extras = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('FikrStandalone', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FikrStandalone', (data) => {
          const tags = headScripts.map((src) => ({
            tagName: 'script',
            voidTag: false,
            attributes: { src },
            meta: { plugin: 'FikrStandalone' },
          }));
          data.headTags.unshift(...tags);
          return data;
        });
        if (!staticDir || !fs.existsSync(staticDir)) return;
        compilation.hooks.processAssets.tap(
          { name: 'FikrStandalone', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const name of fs.readdirSync(staticDir)) {
              const file = path.join(staticDir, name);
              if (fs.statSync(file).isFile())
                compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
            }
          },
        );
      });
    },
  };

  return (env, argv) => {
    const base = federated(env, argv);
    return {
      ...base,
      entry: opts.entry || './src/standalone.tsx',
      output: { ...base.output, path: outDir, publicPath: '/', uniqueName: `${base.output.uniqueName}_standalone` },
      plugins: [
        ...base.plugins.filter((p) => !(p instanceof ModuleFederationPlugin) && !(p instanceof HtmlWebpackPlugin)),
        new HtmlWebpackPlugin({
          title: opts.title || 'Fikr',
          template: path.join(__dirname, 'index.html'),
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        extras,
      ],
      devServer: { ...base.devServer, port: opts.port, static: staticDir ? { directory: staticDir } : false },
      ignoreWarnings: [],
    };
  };
}

module.exports = {
  standaloneConfig,
  federatedConfig,
  containerName,
  sharedSingletons,
  APPS,
  REMOTES,
  DEV_PORTS,
  singletons,
  NARROW_SHARES,
};

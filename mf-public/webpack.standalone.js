// A dev page of the public routes without antd (`npm start -w mf-public`). Customers get the server-rendered
// light app (src/light, build-light.mjs), not this build. No antd, no module federation.
// Its API base comes at run time from /config.js (window.__FIKR_CONFIG__), default same-origin /api.
const zlib = require('node:zlib');
const { standaloneConfig } = require('@fikr/shared/federation');

const standalone = standaloneConfig({
  dir: __dirname,
  title: 'Fikr',
  entry: './src/standalone.tsx',
  outDir: 'dist-standalone',
  headScripts: ['/config.js'],
  staticDir: 'public',
  port: 3016,
});

/** Pre-compressed copies (.br, .gz) of the bundle, for static hosts that serve them (e.g. @fastify/static preCompressed). */
const precompress = {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'Precompress', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets).filter((n) => /\.js$/.test(n) && n !== 'config.js')) {
            const buffer = assets[name].buffer();
            compilation.emitAsset(`${name}.br`, new sources.RawSource(zlib.brotliCompressSync(buffer)));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  },
};

module.exports = (env, argv) => {
  const config = standalone(env, argv);
  if (argv.mode !== 'development') config.plugins.push(precompress);
  return config;
};

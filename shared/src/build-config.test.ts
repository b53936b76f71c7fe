import path from 'node:path';

// The webpack configs of the console's apps (CommonJS, shared by every app's webpack.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- federation.js is CommonJS without typings, as webpack loads it
const { federatedConfig, standaloneConfig } = require('../build-config/federation.js');

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

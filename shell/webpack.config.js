const path = require('node:path');
const { federatedConfig } = require('@fikr/shared/federation');

// The host: no remote URL is compiled in; remotes come from /mf-remotes.json at run time.
module.exports = federatedConfig({
  dir: __dirname,
  title: 'Fikr',
  // the build's performance patches add their own (shared/build-config/perf)
  runtimePlugins: [path.join(__dirname, 'src/federation/fallback-plugin.ts')],
});

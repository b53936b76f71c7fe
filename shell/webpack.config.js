const path = require('node:path');
const { federatedConfig } = require('@fikr/shared/federation');

// The host: no remote URL is compiled in; remotes come from /mf-remotes.json at run time.
module.exports = federatedConfig({
  dir: __dirname,
  title: 'Fikr',
  runtimePlugins: [
    path.join(__dirname, 'src/federation/fallback-plugin.ts'),
    path.join(__dirname, 'src/federation/share-per-task-plugin.ts'),
  ],
});

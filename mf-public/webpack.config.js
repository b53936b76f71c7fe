const { NormalModuleReplacementPlugin } = require('webpack');
const { federatedConfig } = require('@fikr/shared/federation');

const remote = federatedConfig({
  dir: __dirname,
  title: 'Fikr · mf-public',
});

// The pages import '@fikr/shared/core' so the standalone build stays light. Inside the shell the same names
// come from the shared '@fikr/shared' singleton the shell has already loaded, instead of a second copy (zod…).
module.exports = (env, argv) => {
  const config = remote(env, argv);
  config.plugins.unshift(
    new NormalModuleReplacementPlugin(/^@fikr\/shared\/core$/, (resource) => {
      resource.request = '@fikr/shared';
    }),
  );
  return config;
};

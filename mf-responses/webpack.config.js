const { federatedConfig } = require('@fikr/shared/federation');

module.exports = federatedConfig({
  dir: __dirname,
  title: 'Fikr · mf-responses',
  exposes: { './routes': './src/routes.tsx', './new-request-dialog': './src/new-request-dialog.tsx' },
});

const { federatedConfig } = require('@fikr/shared/federation');

module.exports = federatedConfig({
  dir: __dirname,
  title: 'Fikr · mf-payments',
  exposes: { './routes': './src/routes.tsx', './payments-tab': './src/payments-tab.tsx' },
});

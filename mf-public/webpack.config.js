const { federatedConfig } = require('@fikr/shared/federation');

module.exports = federatedConfig({
  dir: __dirname,
  title: 'Fikr · mf-public',
  exposes: { './public-form-page': './src/public-form-page.tsx', './completed-page': './src/completed-page.tsx', './voucher-page': './src/voucher-page.tsx' },
});

const { federatedConfig } = require('@fikr/shared/federation');

module.exports = federatedConfig({
  dir: __dirname,
  title: 'Fikr · mf-ops',
});

module.exports = {
  projects: ['shared', 'api', 'shell', 'mf-forms', 'mf-responses', 'mf-vouchers', 'mf-payments', 'mf-settings', 'mf-public'].map(
    (p) => `<rootDir>/${p}`,
  ),
};

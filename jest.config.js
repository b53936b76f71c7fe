const apps = require('./shared/build-config/apps.json');

module.exports = {
  projects: [
    ...['shared', 'api', apps.host.name, ...apps.remotes.map((r) => r.name)].map((p) => `<rootDir>/${p}`),
    // mf-public's light app and server: the same sources on Preact, as they are built
    '<rootDir>/mf-public/jest.light.config.js',
  ],
};

const apps = require('./shared/build-config/apps.json');

module.exports = {
  projects: ['shared', 'api', apps.host.name, ...apps.remotes.map((r) => r.name)].map((p) => `<rootDir>/${p}`),
};

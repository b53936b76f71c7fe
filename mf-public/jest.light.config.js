// The light public app (src/light) and its server (src/server) are written against React's API and run on
// Preact (build-light.mjs aliases react to preact/compat), so their tests map react the same way. The remote's
// pages (the rest of src) run on React: jest.config.js.
const base = require('../jest.preset.js')(__dirname, 'jsdom');

module.exports = {
  ...base,
  displayName: 'mf-public-light',
  // the console's data cache is not part of the light app
  setupFilesAfterEnv: base.setupFilesAfterEnv.filter((file) => !file.endsWith('jest.setup-query-cache.js')),
  roots: ['<rootDir>/src/light', '<rootDir>/src/server'],
  // Preact's CommonJS builds, as the server's render uses them (jsdom's default conditions pick its ES modules).
  testEnvironmentOptions: { customExportConditions: ['node', 'require'] },
  moduleNameMapper: {
    '^react$': 'preact/compat',
    '^react-dom$': 'preact/compat',
    '^react-dom/client$': 'preact/compat/client',
    '^react-dom/server$': 'preact/compat/server',
    '^react/jsx-runtime$': 'preact/jsx-runtime',
    '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
    ...base.moduleNameMapper,
  },
};

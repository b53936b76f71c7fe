const preset = require('../jest.preset.js')(__dirname, 'node');

const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  // API tests start a real database per file (PGlite, and PostgreSQL when DATABASE_URL is set): 60 s timeout.
  setupFilesAfterEnv: ['<rootDir>/src/test/jest-timeout.ts'],
  // PGlite's CommonJS build loads node modules with import(), which jest's VM refuses without
  // --experimental-vm-modules; compiled by swc, import() becomes require(). @fastify/static depends on
  // content-disposition 2 and light-my-request on cookie 1, which are ESM only (Node 20.19 require()s it, jest cannot).
  transform: { ...preset.transform, '^.+/node_modules/@electric-sql/pglite/.+\\.cjs$': swc },
  transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|cookie|@electric-sql/pglite)/).*/node_modules/'],
};

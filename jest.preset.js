// One Jest setup for every workspace: @swc/jest transform (type-checking is `tsc -b`'s job),
// `@fikr/shared` mapped to its source, jsdom stubs for the browser packages.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const sharedSrc = path.join(__dirname, 'shared/src');

/** @param {string} dir package folder @param {'node'|'jsdom'} env */
module.exports = function jestPreset(dir, env) {
  // the browser packages, and shared: node by default, its component tests ask for jsdom per file (the browser
  // set-up files do nothing where there is no window)
  const browserTests = env === 'jsdom' || dir === path.join(__dirname, 'shared');
  // A remote whose texts come a language at a time (its src/i18n.ts exports `textsReady`): its suites start once
  // the first language is in (jest.setup-feature-texts.js).
  const texts = path.join(dir, 'src/i18n.ts');
  const lazyTexts = existsSync(texts) && /export const textsReady\b/.test(readFileSync(texts, 'utf8'));
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(jotai|@ant-design/colors|@ant-design/fast-color|@ant-design/icons-svg|react-sortablejs)/)',
    ],
    moduleNameMapper: {
      ...(lazyTexts ? { '^#feature-texts$': texts } : {}),
      '^@fikr/shared$': path.join(sharedSrc, 'index.ts'),
      '^@fikr/shared/core$': path.join(sharedSrc, 'core.ts'),
      '^@fikr/shared/schemas$': path.join(sharedSrc, 'schemas/index.ts'),
      '^@fikr/shared/console-pages$': path.join(sharedSrc, 'schemas/console-pages-check.ts'),
      '^@fikr/shared/testing$': path.join(sharedSrc, 'testing/index.ts'),
      '^@fikr/shared/settings$': path.join(sharedSrc, 'settings/index.ts'),
      '^@fikr/shared/catalogue$': path.join(sharedSrc, 'i18n/catalogue.ts'),
      '^@fikr/shared/list-cards$': path.join(sharedSrc, 'ui/list-cards.tsx'),
      '^@fikr/shared/format$': path.join(sharedSrc, 'format/index.ts'),
      '^@fikr/shared/customer-form$': path.join(sharedSrc, 'customer-form/index.ts'),
      '\\.(css|less|png|jpg|jpeg|svg|webp)$': path.join(__dirname, 'jest.file-stub.js'),
    },
    setupFiles: browserTests ? [path.join(__dirname, 'jest.setup-jsdom.js')] : [],
    // jest-dom matchers (toBeVisible, toHaveTextContent, toBeDisabled…): component tests assert what a user sees.
    // and a test that logs an error or a warning fails (jest.setup-silent.js).
    setupFilesAfterEnv: [
      require.resolve('@testing-library/jest-dom'),
      path.join(__dirname, 'jest.setup-silent.js'),
      ...(browserTests ? [path.join(__dirname, 'jest.setup-query-cache.js')] : []),
      ...(lazyTexts ? [path.join(__dirname, 'jest.setup-feature-texts.js')] : []),
    ],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/build/'],
  };
};

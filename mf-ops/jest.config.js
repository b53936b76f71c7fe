const base = require('../jest.preset.js')(__dirname, 'jsdom');

// Pages wait for their texts (loaded a language at a time): the suites start once the first language is in.
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/texts-ready.ts'] };

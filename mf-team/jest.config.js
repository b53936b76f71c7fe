const preset = require('../jest.preset.js')(__dirname, 'jsdom');

module.exports = {
  ...preset,
  // the remote's texts are loaded before each test file (they come a language at a time)
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/texts-ready.ts'],
};

const base = require('../jest.preset.js')(__dirname, 'jsdom');

// The console remote's pages on React; the light app and its server are jest.light.config.js (on Preact).
module.exports = {
  ...base,
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, '<rootDir>/src/light/', '<rootDir>/src/server/'],
};

// A remote's pages suspend until their texts are in the reader's language (useFeatureTexts): its suites start once
// they are, so a first render shows words, as it does in the shell once the texts' chunk has come. `#feature-texts`
// is the remote's own src/i18n.ts (jest.preset.js maps it).
/* global beforeAll */
const { textsReady } = require('#feature-texts');

beforeAll(() => textsReady);

import { textsReady } from '../i18n';

// Pages suspend until their texts are in the reader's language (useFeatureTexts); the suites start once they are,
// so a first render shows words, as it does in the shell once the texts' chunk has come.
beforeAll(() => textsReady);

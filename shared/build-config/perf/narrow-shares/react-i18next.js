// What the console's apps use of react-i18next, shared under that name instead of the whole package (~10 KB
// gzip whole: Trans, withTranslation, SSR helpers…). See react-router-dom.js beside it for why.
export { I18nextProvider, initReactI18next, useTranslation } from 'whole/react-i18next';

export { LANGUAGES, DEFAULT_LANG, isLang, type Lang } from './lang';
export { resources, type CommonResources } from './resources';
export { commonTexts, loadCommonTexts } from './common-texts';
export { translate, interpolate, hasTranslation, type TranslateParams } from './translate';

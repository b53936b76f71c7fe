export { LANGUAGES, DEFAULT_LANG, isLang, type Lang } from './lang';
export { resources, type CommonResources } from './resources';
export { loadCommonTexts } from './common-texts';
export { engine, startEngine, commonText, hasCommonText, type TextParams } from './engine';

export { AppProviders, theme } from './app-providers';
export { toast, ToastHost, TOAST_SECONDS, type ToastKind, type ToastOptions } from './toast';
export { useNarrow, NARROW_QUERY } from './use-narrow';
export { useListParams, pageFrom } from './use-list-params';
export { mountStandalone } from './mount-standalone';
export { loadedVersions, markReactInstance } from './react-probe';
export { SEARCH_DEBOUNCE_MS, useDebouncedSearchParam } from './use-debounced-search-param';
export { TAG_TONES, tagTone } from './tag-tones';

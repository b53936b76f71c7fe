export { AppProviders, theme } from './app-providers';
export { mountStandalone } from './mount-standalone';
export { markReactInstance } from './react-probe';
export { SEARCH_DEBOUNCE_MS, useDebouncedSearchParam } from './use-debounced-search-param';

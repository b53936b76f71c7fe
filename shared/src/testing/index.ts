// Test helpers for every browser package (`@fikr/shared/testing`); never imported by app code.
export {
  createLocalApiServer,
  ok,
  startLocalApiServer,
  type LocalApiServer,
  type RecordedRequest,
  type RouteHandler,
  type RouteReply,
} from './local-api-server';
export { consoleForm } from './console-form';
export { useApiServer, type TestApi } from './use-api-server';
export { renderAt, type RenderOptions } from './render-at';
export {
  business,
  meReply,
  newcomer,
  owner,
  seedSession,
  useSessionFixture,
  type SessionFixture,
} from './session-fixture';
export { usePhoneWidth } from './use-phone-width';
export { clockAhead, withFakeTimeouts } from './fake-timeouts';
export { tableRows } from './table-rows';
export { combobox, selectShows } from './select-shows';
export { translationGaps, lazyTranslationGaps } from './translations';

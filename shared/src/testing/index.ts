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
export { useApiServer, type TestApi } from './use-api-server';
export { renderAt, type RenderOptions } from './render-at';
export { business, newcomer, owner, useSessionFixture, type SessionFixture } from './session-fixture';
export { usePhoneWidth } from './use-phone-width';

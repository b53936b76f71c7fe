import { api } from '../api';
import { createLocalApiServer, type LocalApiServer } from './local-api-server';

export interface TestApi {
  /** The server (there at once; listening from beforeAll): routes set in beforeEach or in a test. */
  server: LocalApiServer;
  /** Full URLs (with query strings) the shared HTTP client asked for, in order. */
  urls: string[];
}

/**
 * Jest hooks: one real local HTTP server per test file that the shared HTTP client and the public pages
 * (window.__FIKR_CONFIG__.apiBase) talk to; routes and recorded requests are forgotten before each test.
 */
export function useApiServer(): TestApi {
  const holder: TestApi = { server: createLocalApiServer(), urls: [] };
  let interceptor = -1;
  beforeAll(async () => {
    await holder.server.listen();
    api.defaults.baseURL = holder.server.baseUrl;
    if (typeof window !== 'undefined') window.__FIKR_CONFIG__ = { apiBase: holder.server.baseUrl };
    interceptor = api.interceptors.request.use((config) => {
      holder.urls.push(api.getUri(config));
      return config;
    });
  });
  afterAll(async () => {
    api.interceptors.request.eject(interceptor);
    if (typeof window !== 'undefined') delete window.__FIKR_CONFIG__;
    await holder.server.close();
  });
  beforeEach(() => {
    holder.server.reset();
    holder.urls.length = 0;
  });
  // A stub that answers what the API never would proves nothing about the page: the test fails, naming it.
  afterEach(() => {
    const drifts = holder.server.drifts.splice(0);
    if (drifts.length > 0) throw new Error([...new Set(drifts)].join('\n'));
  });
  return holder;
}

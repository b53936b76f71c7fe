import { api } from '../api';
import { startLocalApiServer, type LocalApiServer } from './local-api-server';

export interface TestApi {
  server: LocalApiServer;
  /** Full URLs (with query strings) the client asked for, in order. */
  urls: string[];
}

/** Jest hooks: a real local HTTP server the shared axios client talks to; request URLs recorded per test. */
export function useApiServer(): TestApi {
  const holder = { urls: [] as string[] } as TestApi;
  let interceptor = -1;
  beforeAll(async () => {
    holder.server = await startLocalApiServer();
    api.defaults.baseURL = holder.server.baseUrl;
    interceptor = api.interceptors.request.use((config) => {
      holder.urls.push(api.getUri(config));
      return config;
    });
  });
  afterAll(async () => {
    api.interceptors.request.eject(interceptor);
    await holder.server.close();
  });
  beforeEach(() => {
    holder.server.requests.length = 0;
    holder.urls.length = 0;
  });
  return holder;
}

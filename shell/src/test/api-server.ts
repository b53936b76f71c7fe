import { api } from '@fikr/shared';
import { startLocalApiServer, type LocalApiServer } from '../../../shared/src/testing/local-api-server';

/** Jest hooks: a real local HTTP server the shared axios client talks to; requests and routes reset per test. */
export function useApiServer(): { server: LocalApiServer } {
  const holder = {} as { server: LocalApiServer };
  beforeAll(async () => {
    holder.server = await startLocalApiServer();
    api.defaults.baseURL = holder.server.baseUrl;
  });
  afterAll(() => holder.server.close());
  beforeEach(() => {
    holder.server.requests.length = 0;
  });
  return holder;
}

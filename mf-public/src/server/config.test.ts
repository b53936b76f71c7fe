/**
 * @jest-environment node
 */
import { loadPublicConfig, PublicConfigError } from './config';

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadPublicConfig(env);
  } catch (err) {
    if (err instanceof PublicConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe("the public server's settings", () => {
  it('needs API_ORIGIN; the rest has defaults for the demo', () => {
    expect(problems({})).toEqual([
      'API_ORIGIN must be set: the http(s) origin of the API (e.g. http://127.0.0.1:8080)',
    ]);
    expect(loadPublicConfig({ API_ORIGIN: 'http://127.0.0.1:8080/' })).toEqual({
      port: 8081,
      host: '127.0.0.1',
      apiOrigin: 'http://127.0.0.1:8080',
      apiBase: '/api',
      trustProxy: false,
      logLevel: 'info',
    });
    expect(loadPublicConfig({ API_ORIGIN: 'http://api:8080', NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it("names every bad variable, one line each, in the API's own words", () => {
    expect(problems({ API_ORIGIN: 'api:8080', PORT: '99999', TRUST_PROXY: 'true', API_BROWSER_BASE: 'api' })).toEqual([
      'PORT must be a port number from 1 to 65535 (got "99999")',
      'API_ORIGIN must be an http(s) origin such as https://fikr.uz (got "api:8080")',
      'API_BROWSER_BASE must be a path such as /api or an http(s) URL such as https://api.fikr.uz/api (got "api")',
      'TRUST_PROXY=true lets any client forge its IP; give the number of proxy hops (TRUST_PROXY=1) or the proxy addresses',
    ]);
  });

  it('reads the proxies it trusts and where browsers reach the API', () => {
    const config = loadPublicConfig({
      API_ORIGIN: 'http://10.0.0.11:8080',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      API_BROWSER_BASE: 'https://api.fikr.uz/api/',
      PORT: '3000',
    });
    expect(config).toMatchObject({
      port: 3000,
      trustProxy: ['10.0.0.1', '10.0.0.0/8'],
      apiBase: 'https://api.fikr.uz/api',
    });
    expect(loadPublicConfig({ API_ORIGIN: 'http://a', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(problems({ API_ORIGIN: 'http://a', TRUST_PROXY: '10.0.0.300' })[0]).toMatch(/^TRUST_PROXY must be/);
  });
});

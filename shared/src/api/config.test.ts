/** @jest-environment jsdom */
import { apiBaseUrl } from './config';

describe('apiBaseUrl', () => {
  afterEach(() => {
    delete window.__FIKR_CONFIG__;
  });
  it("defaults to '/api'", () => expect(apiBaseUrl()).toBe('/api'));
  it('follows window.__FIKR_CONFIG__.apiBase', () => {
    window.__FIKR_CONFIG__ = { apiBase: 'https://api.fikr.uz/api' };
    expect(apiBaseUrl()).toBe('https://api.fikr.uz/api');
  });
});

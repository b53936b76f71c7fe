// A browser without JavaScript as the public server's tests drive it: a cookie jar for one origin, and posts sent
// as a form of the last page sends them (its hidden form token, the page's origin in Origin).
import { call, type Reply } from './http';
import type { Stack } from './stack';

const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

export interface PostOptions {
  /** Origin header: the app's own by default; a foreign site's, or null for none. */
  origin?: string | null;
  referer?: string;
  /** Sends no form token (a hand-made or cross-site form has none). */
  withoutToken?: boolean;
  /** More request headers (what a proxy in front adds). */
  headers?: Record<string, string>;
}

export class Browser {
  private jar = new Map<string, string>();
  /** The form token of the last page shown (its hidden `csrf` field). */
  private token: string | null = null;
  constructor(
    private s: Stack,
    private lang = 'uz',
  ) {}

  private keep(res: Reply) {
    for (const cookie of res.cookies) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const field = /<input type="hidden" name="csrf" value="([^"]+)"/.exec(String(res.body));
    if (field) this.token = field[1];
    return res;
  }

  get cookies() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get formToken() {
    return this.token;
  }

  async get(url: string) {
    const cookie = this.cookies;
    return this.keep(
      await call<string>(this.s.web, 'GET', url, {
        headers: { 'accept-language': this.lang, ...(cookie ? { cookie } : {}) },
      }),
    );
  }

  async post(url: string, fields: Record<string, string> = {}, options: PostOptions = {}) {
    const cookie = this.cookies;
    const origin = options.origin === undefined ? this.s.web : options.origin;
    // The last page's hidden field; a page without a form (a voucher not found) leaves the one of the cookie.
    const token = this.token ?? this.jar.get('fikr_csrf');
    const form = options.withoutToken || !token ? fields : { csrf: token, ...fields };
    return this.keep(
      await call<string>(this.s.web, 'POST', url, {
        body: new URLSearchParams(form).toString(),
        headers: {
          ...FORM_TYPE,
          'accept-language': this.lang,
          ...(cookie ? { cookie } : {}),
          ...(origin ? { origin } : {}),
          ...(options.referer ? { referer: options.referer } : {}),
          ...options.headers,
        },
      }),
    );
  }

  /** The text a reader sees (tags dropped, entities of quotes decoded), without the state JSON. */
  static text(res: Reply<string>) {
    return String(res.body)
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/&#34;|&quot;/g, '"')
      .replace(/\s+/g, ' ');
  }
}

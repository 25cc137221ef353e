import { request as httpRequest } from 'node:http';

/** Minimal cookie-keeping HTTP client for tests against real server processes. */
export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  private keep(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }

  async request(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: this.origin, ...init.headers, ...this.cookieHeader() };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
    this.keep(res.headers.getSetCookie());
    const text = await res.text();
    return {
      status: res.status,
      text,
      json: () => JSON.parse(text) as Record<string, unknown>,
      location: res.headers.get('location'),
    };
  }

  /**
   * Opens a page as a person does (a link from an e-mail): a top-level navigation,
   * as the browser says in its Fetch Metadata headers. fetch() always says "cors",
   * so this goes through node:http.
   */
  navigate(url: string): Promise<{ status: number; location: string | undefined }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        url,
        { headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', ...this.cookieHeader() } },
        (res) => {
          this.keep(res.headers['set-cookie'] ?? []);
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }
}

/** Minimal cookie-keeping HTTP client for tests against real server processes. */
export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async request(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: this.origin, ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown>, location: res.headers.get('location') };
  }
}

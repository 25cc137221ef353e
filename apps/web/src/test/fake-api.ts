import { type ApiErrorBody, type RouteAnswer, type RouteDef, successStatusOf } from '@vidriera/core';
import { vi } from 'vitest';

/** A request the code under test sent. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status: number; body?: unknown };
type Handler = { method: string; pattern: RegExp; reply: (request: SentRequest) => Reply };

/** `/api/public/stores/:slug/variants` → a pattern that matches the path with any slug. */
function pathPattern(path: string): RegExp {
  const source = path.split(/:[A-Za-z]+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${source.join('[^/]+')}$`);
}

/**
 * The server, as the component tests see it: `fetch` answers the routes of the
 * table (packages/core/src/<area>/<area>-api.ts) a test names, with answers typed by the route
 * entry, so a changed contract breaks the test's build as it breaks the web's.
 * A request no test answered fails loudly. `sent` keeps every request.
 */
export function fakeApi() {
  const handlers: Handler[] = [];
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const request: SentRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    sent.push(request);
    // The latest answer a test gave for a route wins.
    const handler = handlers.findLast((h) => h.method === method && h.pattern.test(url.pathname));
    if (!handler) throw new Error(`Nadie responde ${method} ${url.pathname} en esta prueba`);
    const { status, body } = handler.reply(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  const on = (route: RouteDef, reply: (request: SentRequest) => Reply) =>
    handlers.push({ method: route.method, pattern: pathPattern(route.path), reply });
  return {
    sent,
    /** The requests sent to one route. */
    sentTo: (route: RouteDef) => sent.filter((r) => r.method === route.method && pathPattern(route.path).test(r.path)),
    /** The route succeeds with this answer (or the answer made from the request). */
    answer<R extends RouteDef>(route: R, answer: RouteAnswer<R> | ((request: SentRequest) => RouteAnswer<R>)) {
      on(route, (request) => ({
        status: successStatusOf(route),
        body: typeof answer === 'function' ? (answer as (r: SentRequest) => unknown)(request) : answer,
      }));
    },
    /** The route refuses with the server's error body. */
    refuse(route: RouteDef, status: number, error: ApiErrorBody) {
      on(route, () => ({ status, body: error }));
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** The tab an order opens for WhatsApp (window.open in the click), and where the page itself goes afterwards. */
export function watchOrderNavigation() {
  const tab = {
    closed: false,
    opener: {} as unknown,
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
    close: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  return { tab, open, assign };
}

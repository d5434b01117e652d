import { vi } from 'vitest';

/** A JSON response as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What the server answers for calls that are not built yet. */
export function notImplemented(): Response {
  return jsonResponse(
    { success: false, code: 'not_implemented', message: 'Not implemented.' },
    501,
  );
}

/**
 * Replaces `fetch` with a handler per path; unknown paths answer 501 like the real server does
 * for calls not built yet. Returns the mock so tests can read the requests.
 */
export function stubFetch(
  routes: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://portal.test'), init);
    const handler = routes[new URL(request.url).pathname];
    return handler === undefined ? notImplemented() : handler(request);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

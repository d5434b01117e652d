/**
 * What a stubbed endpoint received: the plaintext of a (fake-)encrypted body, a form body as an
 * object, or the JSON body.
 */
export async function requestBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (request.headers.get('X-Encrypted') === '1') {
    const { d } = JSON.parse(text) as { d: string };
    return JSON.parse(Buffer.from(d, 'base64').toString('utf8')) as Record<string, unknown>;
  }
  if (request.headers.get('Content-Type') === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

/** A success envelope. */
export function ok(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An error envelope. */
export function fail(
  status: number,
  code: string,
  extra: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
): Response {
  return new Response(JSON.stringify({ success: false, code, message: code, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

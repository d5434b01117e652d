import { test as base, expect, type APIRequestContext } from '@playwright/test';

/** Calls the operator API of the server under test (enabled by the OPS_TOKEN global-setup sets). */
export async function ops(
  request: APIRequestContext,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ success: boolean; value?: unknown }> {
  const res = await request.fetch(`${process.env.E2E_BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
    data: body,
  });
  const json = (await res.json()) as { success: boolean; value?: unknown };
  expect(json.success, `${method} ${path}: ${JSON.stringify(json)}`).toBe(true);
  return json;
}

/** Every test talks to the server global-setup started; its address is known only at run time. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

import { test as base, expect, type APIRequestContext } from '@playwright/test';

// Each worker has a server of its own (global-setup starts one per worker): the rest of the
// suite reads E2E_BASE_URL, so point it at this worker's server before any test runs.
const ownServer = process.env[`E2E_BASE_URL_${process.env.TEST_PARALLEL_INDEX ?? '0'}`];
if (ownServer) process.env.E2E_BASE_URL = ownServer;

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

/** Every test talks to its worker's server; its address is known only at run time. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

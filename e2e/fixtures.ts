import { test as base, expect, type APIRequestContext } from '@playwright/test';
import type { Endpoint, InputOf, OutputOf } from '@portal/contract/endpoint';

// Each worker has a server of its own (global-setup starts one per worker): the rest of the
// suite reads E2E_BASE_URL, so point it at this worker's server before any test runs.
const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
const ownServer = process.env[`E2E_BASE_URL_${worker}`];
if (ownServer) process.env.E2E_BASE_URL = ownServer;
const ownOperator = process.env[`E2E_OPERATOR_TOKEN_${worker}`];
if (ownOperator) process.env.E2E_OPERATOR_TOKEN = ownOperator;

/**
 * Calls an operator endpoint of the contract on the worker's server, as its first operator (a
 * platform owner, on the demo brand); fails the test on a refusal.
 */
export async function operatorCall<E extends Endpoint>(
  request: APIRequestContext,
  endpoint: E,
  input: InputOf<E>,
): Promise<OutputOf<E>> {
  const url = new URL(endpoint.path, process.env.E2E_BASE_URL);
  const query = endpoint.inputFrom === 'query';
  if (query)
    for (const [key, value] of Object.entries(input as Record<string, unknown>))
      if (value !== undefined) url.searchParams.set(key, String(value));
  const res = await request.fetch(url.toString(), {
    method: endpoint.method,
    headers: { authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN}` },
    ...(query ? {} : { data: input }),
  });
  const json = (await res.json()) as { success: boolean; value: OutputOf<E> };
  expect(json.success, `${endpoint.id}: ${JSON.stringify(json)}`).toBe(true);
  return json.value;
}

/** Every test talks to its worker's server; its address is known only at run time. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

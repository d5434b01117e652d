import { okEnvelope, errorEnvelope, type ErrorEnvelope } from '@portal/contract/envelope';
import type { Endpoint, OutputOf } from '@portal/contract/endpoint';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Asserts a 200 success envelope and parses its value with the endpoint's output schema:
 * every test that goes through this proves the response matches the contract.
 */
export function expectOk<E extends Endpoint>(
  res: LightMyRequestResponse,
  endpoint: E,
): OutputOf<E> {
  if (res.statusCode !== 200)
    throw new Error(`${endpoint.id}: expected 200, got ${res.statusCode} ${res.body}`);
  const parsed = okEnvelope(endpoint.output).safeParse(res.json());
  if (!parsed.success)
    throw new Error(`${endpoint.id}: response breaks the contract: ${parsed.error.message}`);
  return parsed.data.value as OutputOf<E>;
}

/** Asserts an error envelope with the given status and code, and returns it. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code: string,
): ErrorEnvelope {
  const parsed = errorEnvelope.safeParse(res.json());
  if (!parsed.success)
    throw new Error(`expected an error envelope, got ${res.statusCode} ${res.body}`);
  if (res.statusCode !== status || parsed.data.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${res.statusCode} ${res.body}`);
  }
  return parsed.data;
}

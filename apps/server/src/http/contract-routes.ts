import type { Endpoint, OutputOf, ParsedInputOf } from '@portal/contract/endpoint';
import { endpointTable } from '@portal/contract/endpoints';
import * as z from 'zod/mini';
import type { MessageLanguage } from '@portal/contract/messages';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { bearerToken, tokenHash, type Session } from '../auth/session.ts';
import type { Merchant } from '../merchant/merchant.ts';
import type { OpsPermission } from '@portal/contract/ops/roles';
import type { OperatorSession } from '../modules/ops/operators/operator-sessions.ts';
import { accessGate } from './access-gate.ts';
import { AppError } from './app-error.ts';
import { JsonText, ok } from './envelope.ts';
import { sendJsonText } from './send-json-text.ts';
import { assertSafeText } from './input-guard.ts';
import { requestLanguage } from './language.ts';
import { resolveMerchant } from './merchant.ts';
import { ParsedQueries, queryOf } from './parsed-queries.ts';
import { issueFields } from './zod-fields.ts';

/** What a contract handler receives: parsed input and the request's tenant and session. */
export interface EndpointContext<E extends Endpoint> {
  input: ParsedInputOf<E>;
  merchant: Merchant;
  /** Never null on `auth: 'required'` endpoints. */
  session: Session | null;
  /** Never null on `auth: 'operator'` endpoints; null on all others. */
  operator: OperatorSession | null;
  language: MessageLanguage;
  /**
   * The `Idempotency-Key` header of an `idempotent` endpoint (always set there: a call without
   * one is refused before the handler); null elsewhere.
   */
  idempotencyKey: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Returns the `value` of the success envelope (or its JSON text); throws `AppError` for
 * expected failures.
 */
export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => Promise<OutputOf<E> | JsonText<OutputOf<E>>>;

/** Per-endpoint switches of the handler chain. */
export interface EndpointOptions {
  /** False only for calls that must answer during maintenance or from a blocked region. */
  gate?: boolean;
  /**
   * At most `max` calls per client IP and merchant within `windowMs` (fixed windows); more is
   * a 429 `too_many_requests`. Limits that depend on the input live in the handler.
   */
  rateLimit?: { name: string; max: number; windowMs: number };
}

/**
 * The fixed chain before a handler, in order.
 * 1. merchant: host, X-Merchant header or default;
 * 2. rate limit per IP, when the endpoint has one;
 * 3. gate: maintenance and region rules;
 * 4. auth: the bearer token through the SessionResolver, same merchant only; a login held for
 *    device verification answers `complete_verification_first`. On operator endpoints, the
 *    token of a live operator session instead, whose role holds the endpoint's permission
 *    (else 403 `forbidden`), on its own merchant unless it is a platform operator. Operator
 *    calls skip the gate: operators work during maintenance and from anywhere.
 * Then in the handler: decryption of encrypted bodies, validation, the handler itself.
 */
function preludeHooks(
  app: FastifyInstance,
  endpoint: Endpoint,
  options: EndpointOptions,
): onRequestAsyncHookHandler[] {
  const { directory, sessions, limiter } = app.platform;
  const hooks: onRequestAsyncHookHandler[] = [
    async (request) => {
      request.merchant = await resolveMerchant(request, directory);
    },
  ];
  const limit = options.rateLimit;
  if (limit) {
    hooks.push(async (request) => {
      const key = `ep:${limit.name}:${request.merchant!.id}:${request.ip}`;
      if ((await limiter.hit(key, limit.windowMs)) > limit.max) {
        throw new AppError('too_many_requests', undefined, undefined, {
          retryAfterSeconds: Math.ceil(limit.windowMs / 1000),
        });
      }
    });
  }
  if (endpoint.auth === 'operator') {
    hooks.push(async (request, reply) => {
      // What an operator reads is never for a shared cache, nor for the browser's.
      reply.header('cache-control', 'no-store');
      request.operator = await operatorOf(app, request, endpoint);
    });
    return hooks;
  }
  if (options.gate !== false) hooks.push(async (request) => accessGate(request, directory));
  // Public calls never look a token up: no session-store work on the hot anonymous paths.
  if (endpoint.auth === 'none') return hooks;
  hooks.push(async (request) => {
    const token = bearerToken(request);
    const session = token ? await sessions.resolve(tokenHash(token)) : null;
    // A token of another brand is no session here.
    request.session = session && session.merchantId === request.merchant?.id ? session : null;
    if (request.session?.pendingVerification) {
      request.session = null;
      throw new AppError('complete_verification_first');
    }
    if (endpoint.auth === 'required' && !request.session) throw new AppError('in_no_login');
  });
  return hooks;
}

/** The live operator session of a request, allowed on this endpoint and merchant; else throws. */
function operatorOf(
  app: FastifyInstance,
  request: FastifyRequest,
  endpoint: Endpoint,
): Promise<OperatorSession> {
  return requireOperator(app, request, endpoint.permission === null ? [] : [endpoint.permission]);
}

/**
 * The live operator session of a request (401 `in_no_login`), on its own merchant unless it is a
 * platform operator, whose role holds one of `anyOf` (none: any live operator); else 403
 * `forbidden`. For operator routes outside the contract (file bytes) as well as endpoints.
 */
export async function requireOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  anyOf: readonly OpsPermission[],
): Promise<OperatorSession> {
  const token = bearerToken(request);
  const operator = token ? await app.platform.operatorSessions.resolve(tokenHash(token)) : null;
  if (!operator) throw new AppError('in_no_login');
  if (operator.merchantId !== null && operator.merchantId !== request.merchant?.id) {
    throw new AppError('forbidden');
  }
  if (anyOf.length > 0 && !anyOf.some((p) => operator.permissions.includes(p))) {
    throw new AppError('forbidden');
  }
  return operator;
}

const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/u;

/** The `Idempotency-Key` header of a money call; its absence is a 400 that changes nothing. */
function readIdempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) {
    throw new AppError('idempotency_key_required');
  }
  return key;
}

/**
 * The input parsed with the endpoint's schema. Synchronously first: no contract schema checks
 * anything asynchronously today, and the asynchronous parse costs every call a few
 * microseconds of promises (a tenth of a status answer's own work). A schema that gains an
 * asynchronous check makes the synchronous parse throw `$ZodAsyncError`, and is parsed again
 * the asynchronous way; the checks are pure, so running the synchronous ones twice is harmless.
 */
function parseInput(endpoint: Endpoint, raw: unknown) {
  try {
    return endpoint.input.safeParse(raw, { reportInput: true });
  } catch (err) {
    if (err instanceof z.core.$ZodAsyncError)
      return endpoint.input.safeParseAsync(raw, { reportInput: true });
    throw err;
  }
}

function readRaw(endpoint: Endpoint, request: FastifyRequest): unknown {
  // Upload bodies are file bytes, read by the handler; their input is the query string.
  if (endpoint.inputFrom === 'query') return request.query ?? {};
  if (request.body === undefined || request.body === null) return {};
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const expected = endpoint.form ? 'application/x-www-form-urlencoded' : 'application/json';
  if (type !== expected) throw new AppError('unsupported_media_type');
  return request.body;
}

/**
 * Registers a contract endpoint: method and path from the contract, the chain above, input
 * parsed with `endpoint.input` (400 `invalid_input` with per-field messages, nothing changed),
 * and the handler's value wrapped in the success envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  app.implementedEndpoints.add(endpoint.id);
  const { decryptor } = app.platform;
  const queries = endpoint.method === 'GET' && !endpoint.encrypted ? new ParsedQueries() : null;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest: preludeHooks(app, endpoint, options),
    handler: async (request, reply) => {
      const merchant = request.merchant!;
      const language = requestLanguage(request);
      const idempotencyKey = endpoint.idempotent ? readIdempotencyKey(request) : null;
      // A GET call's input comes from its query string, parsed once per string (`ParsedQueries`).
      const query = queries ? queryOf(request.url) : '';
      let input: unknown = queries?.get(query);
      if (input === undefined) {
        let raw = readRaw(endpoint, request);
        if (endpoint.encrypted) {
          raw = await decryptor.decrypt(raw, { merchant, request });
          assertSafeText(request, raw, 'body');
        }
        const parsed = await parseInput(endpoint, raw);
        if (!parsed.success) {
          throw new AppError(
            'invalid_input',
            issueFields(parsed.error, language, endpoint.inputFrom),
          );
        }
        queries?.keep(query, parsed.data);
        input = parsed.data;
      }
      const value = await handler({
        input: input as ParsedInputOf<E>,
        merchant,
        session: request.session,
        operator: request.operator,
        language,
        idempotencyKey,
        request,
        reply,
      });
      // A handler that matched `If-None-Match` answers 304 with no body.
      if (reply.statusCode === 304) return reply.send();
      if (value instanceof JsonText) return sendJsonText(request, reply, value);
      return reply.send(ok(value));
    },
  });
}

/**
 * Registers every endpoint of the table that no module implemented: after merchant, gate and
 * auth, it answers 501 `not_implemented`, so a client sees an honest envelope, never a 404.
 * Call it after all modules.
 */
export function registerUnimplementedEndpoints(app: FastifyInstance): void {
  for (const endpoint of endpointTable) {
    if (app.implementedEndpoints.has(endpoint.id)) continue;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      onRequest: preludeHooks(app, endpoint, {}),
      handler: async () => {
        throw new AppError('not_implemented');
      },
    });
  }
}

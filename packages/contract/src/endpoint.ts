import * as z from 'zod/mini';
import type { ContractFeature } from './feature-map.ts';
import type { OpsPermission } from './ops/roles.ts';

/** Features with calls on the wire: the contract's entries of the feature map. */
export type Feature = ContractFeature;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `none` (anyone), `optional` (a token is used when present, for example to mark
 * favourites in a public list), `required` (401 `in_no_login` without a live member session) or
 * `operator` (a live operator session whose role holds the endpoint's `permission`, on its own
 * merchant unless it is a platform operator: see `ops/roles.ts`).
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'operator';

/** One call of the wire: everything the server and the web client need to agree on. */
export interface Endpoint<
  Input extends z.ZodMiniType = z.ZodMiniType,
  Output extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Unique id, `<feature>.<call>`. */
  id: string;
  feature: Feature;
  method: HttpMethod;
  path: string;
  auth: AuthMode;
  /**
   * What an `operator` endpoint asks of the operator's role; null: any live operator (its own
   * session calls). Always null on other endpoints.
   */
  permission: OpsPermission | null;
  /** The body travels as the hybrid RSA-OAEP + AES-GCM envelope of docs/architecture.md "Wire protocol". */
  encrypted: boolean;
  /** The body is `application/x-www-form-urlencoded` instead of JSON. */
  form: boolean;
  /**
   * A money-moving call: the client sends an `Idempotency-Key` header (1-200 printable
   * characters, one per user action); a replay answers the first result and the same key with
   * another body is a 409 `idempotency_mismatch` (docs/architecture.md "Money").
   */
  idempotent: boolean;
  /**
   * The body is the raw bytes of one file (its own `Content-Type`); the input is then read from
   * the query string.
   */
  upload: boolean;
  /** Where the input is read: the query string for GET and DELETE, else the body. */
  inputFrom: 'query' | 'body';
  /** Parsed input; failures answer 400 with per-field messages. */
  input: Input;
  /** The `value` of a successful envelope. */
  output: Output;
  /** Plain description for the endpoint table and the docs. */
  summary: string;
}

interface EndpointOptions<I extends z.ZodMiniType, O extends z.ZodMiniType> {
  method: HttpMethod;
  path: string;
  summary: string;
  auth?: AuthMode;
  permission?: OpsPermission;
  encrypted?: boolean;
  form?: boolean;
  idempotent?: boolean;
  upload?: boolean;
  input?: I;
  output?: O;
}

/** The input of a call that takes none. */
export const emptyInput = z.object({});

/** Any input: used for calls whose schema the feature that builds them will tighten. */
export const looseInput = z.looseObject({});
/** Any value: used for calls whose schema the feature that builds them will tighten. */
export const looseOutput = z.unknown();

/** Declares an endpoint of a feature with the defaults spelled out once. */
export function endpoint<
  I extends z.ZodMiniType = typeof looseInput,
  O extends z.ZodMiniType = typeof looseOutput,
>(feature: Feature, name: string, options: EndpointOptions<I, O>): Endpoint<I, O> {
  const inputFrom =
    options.method === 'GET' || options.method === 'DELETE' || options.upload ? 'query' : 'body';
  return {
    id: `${feature}.${name}`,
    feature,
    method: options.method,
    path: options.path,
    auth: options.auth ?? 'none',
    permission: options.permission ?? null,
    encrypted: options.encrypted ?? false,
    form: options.form ?? false,
    idempotent: options.idempotent ?? false,
    upload: options.upload ?? false,
    inputFrom,
    input: (options.input ?? looseInput) as I,
    output: (options.output ?? looseOutput) as O,
    summary: options.summary,
  };
}

export type InputOf<E> = E extends Endpoint<infer I, z.ZodMiniType> ? z.input<I> : never;
export type ParsedInputOf<E> = E extends Endpoint<infer I, z.ZodMiniType> ? z.output<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodMiniType, infer O> ? z.output<O> : never;

import { createHash } from 'node:crypto';
import type { ErrorCode } from '@portal/contract/errors';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';

/** What is kept of a first request: its success value or its expected error. */
type Stored =
  | { ok: true; value: unknown }
  | {
      ok: false;
      code: ErrorCode;
      fields?: Record<string, string>;
      /** The refusal's facts for the client (a limit's amount and reset time). */
      details?: Record<string, unknown>;
    };

export interface IdempotentSpec {
  merchantId: number;
  memberId: string;
  key: string;
  /** The endpoint id: a key belongs to one call. */
  endpoint: string;
  /** The normalized request: another one under the same key is a 409. */
  request: unknown;
  /** How long a replay waits for the first request's answer before doing the work itself. */
  waitMs: number;
  /** Times the claim and the stored answer (the transfer's phase metrics); none by default. */
  time?: <T>(phase: 'claim' | 'answer', run: () => Promise<T>) => Promise<T>;
}

/** SHA-256 of the endpoint and the JSON of a normalized request (bigints as text). */
export function requestHash(endpoint: string, request: unknown): string {
  const text = JSON.stringify(request, (_k, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return createHash('sha256').update(`${endpoint}|${text}`).digest('hex');
}

function replay(stored: Stored): unknown {
  if (stored.ok) return stored.value;
  throw new AppError(stored.code, stored.fields, undefined, stored.details);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a money call once per `Idempotency-Key` and member (docs/architecture.md "Money"): the first
 * request claims the key in its own committed transaction, does the work and keeps its answer
 * (value or expected `AppError`); replays with the same request get that answer, waiting for it
 * while the first still runs; another request under the key is 409 `idempotency_mismatch`.
 *
 * A first request that died (crash) leaves a claim without an answer: after `waitMs` a replay
 * does the work itself. That is safe because the work is idempotent on its own (wallet
 * operations are unique per key, vendors and providers dedupe by reference), and the first
 * answer to be stored wins, so every later replay sees the same one.
 */
export async function idempotent<T>(
  db: Db,
  spec: IdempotentSpec,
  work: () => Promise<T>,
): Promise<T> {
  const hash = requestHash(spec.endpoint, spec.request);
  const ids = [spec.merchantId, spec.memberId, spec.key] as const;
  const time = spec.time ?? ((_phase, run) => run());
  const [claimed] = await time('claim', () =>
    db.query<{ created_at: Date }>(
      `insert into wallet_request (merchant_id, member_id, idempotency_key, endpoint, request_hash)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning created_at`,
      [...ids, spec.endpoint, hash],
    ),
  );
  if (!claimed) {
    const deadline = Date.now() + spec.waitMs;
    for (;;) {
      const [row] = await db.query<{
        endpoint: string;
        request_hash: string;
        response: Stored | null;
      }>(
        `select endpoint, request_hash, response from wallet_request
         where merchant_id = $1 and member_id = $2 and idempotency_key = $3`,
        ids,
      );
      if (!row) break; // the first request failed unexpectedly and let the key go
      if (row.endpoint !== spec.endpoint || row.request_hash !== hash)
        throw new AppError('idempotency_mismatch');
      if (row.response) return replay(row.response) as T;
      if (Date.now() >= deadline) break;
      await sleep(50);
    }
  }
  let stored: Stored;
  try {
    stored = { ok: true, value: await work() };
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) {
      // Nothing to keep: an unexpected failure lets a retry of the key run again.
      await db
        .query(
          `delete from wallet_request where merchant_id = $1 and member_id = $2
             and idempotency_key = $3 and response is null`,
          ids,
        )
        .catch(() => undefined);
      throw err;
    }
    stored = {
      ok: false,
      code: err.code,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.details ? { details: err.details } : {}),
    };
  }
  const row = await time('answer', async () => {
    // Claimed again after a lost claim row: keep the first answer stored, whoever wrote it. The
    // upsert answers the response when this request stored it (the usual case, one statement);
    // when another had already stored one, a read in a new statement sees that one.
    const [mine] = await db.query<{ response: Stored }>(
      `insert into wallet_request (merchant_id, member_id, idempotency_key, endpoint, request_hash, response)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (merchant_id, member_id, idempotency_key)
         do update set response = excluded.response where wallet_request.response is null
       returning response`,
      [...ids, spec.endpoint, hash, JSON.stringify(stored)],
    );
    if (mine) return mine;
    const [first] = await db.query<{ response: Stored }>(
      `select response from wallet_request where merchant_id = $1 and member_id = $2 and idempotency_key = $3`,
      ids,
    );
    return first!;
  });
  return replay(row.response) as T;
}

import { randomBytes } from 'node:crypto';
import type { OpsPermission, OpsRole } from '@portal/contract/ops/roles';
import { permissionsOf } from '@portal/contract/ops/roles';
import { tokenHash } from '../../../auth/session.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Db, Queryable } from '../../../db/db.ts';

/** A live operator session as the handler chain needs it. */
export interface OperatorSession {
  id: string;
  operatorId: string;
  username: string;
  role: OpsRole;
  /** Null: a platform operator, who may act on any merchant. */
  merchantId: number | null;
  merchantCode: string | null;
  permissions: OpsPermission[];
}

/** The ticket between an operator's password and its second factor. */
export interface OperatorTicket {
  id: string;
  operatorId: string;
  failures: number;
}

/** last_seen_at is written at most this often per session. */
const touchIntervalMs = 60_000;

/**
 * Operator sessions, kept apart from members' (their own table, lifetimes and tokens): a
 * 256-bit token of which only the SHA-256 is stored, an idle timeout and an absolute lifetime
 * from the configuration, ended on logout, a password change, a lock or a role change. Read from
 * the database on every call: operators are few, and a lock must take effect at once on every
 * node.
 */
export class OperatorSessions {
  constructor(
    private readonly deps: { db: Db; clock: Clock; config: Pick<Config, 'operatorSessions'> },
  ) {}

  /** Opens a ticket (`second_factor`) or a session (`live`); the token is returned once. */
  async issue(
    q: Queryable,
    operatorId: string,
    stage: 'second_factor' | 'live',
    ip: string,
  ): Promise<{ token: string; id: string }> {
    const { maxHours, ticketMinutes } = this.deps.config.operatorSessions;
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock.now();
    const life = stage === 'live' ? maxHours * 3_600_000 : ticketMinutes * 60_000;
    const [row] = await q.query<{ id: bigint }>(
      `insert into operator_session
         (operator_id, token_hash, stage, ip, created_at, last_seen_at, expires_at)
       values ($1, $2, $3, $4, $5, $5, $6) returning id`,
      [operatorId, tokenHash(token), stage, ip, new Date(now), new Date(now + life)],
    );
    return { token, id: String(row!.id) };
  }

  /** The live session of a token's hash, or null (unknown, ended, idle, expired, locked). */
  async resolve(hash: string): Promise<OperatorSession | null> {
    const now = this.deps.clock.now();
    const idleMs = this.deps.config.operatorSessions.idleMinutes * 60_000;
    const [row] = await this.deps.db.query<{
      id: bigint;
      operator_id: bigint;
      username: string;
      role: OpsRole;
      merchant_id: number | null;
      merchant_code: string | null;
      last_seen_at: Date;
    }>(
      `select s.id, s.operator_id, o.username, o.role, o.merchant_id, m.code as merchant_code,
              s.last_seen_at
       from operator_session s
       join operator o on o.id = s.operator_id
       left join merchant m on m.id = o.merchant_id
       where s.token_hash = $1 and s.stage = 'live' and s.ended_at is null
         and s.expires_at > $2 and s.last_seen_at > $3 and not o.locked`,
      [hash, new Date(now), new Date(now - idleMs)],
    );
    if (!row) return null;
    if (now - row.last_seen_at.getTime() >= touchIntervalMs) {
      await this.deps.db.query('update operator_session set last_seen_at = $2 where id = $1', [
        row.id,
        new Date(now),
      ]);
    }
    return {
      id: String(row.id),
      operatorId: String(row.operator_id),
      username: row.username,
      role: row.role,
      merchantId: row.merchant_id,
      merchantCode: row.merchant_code,
      permissions: permissionsOf(row.role, row.merchant_code),
    };
  }

  /** The open ticket of a token, locked for the second-factor check, or null. */
  async ticket(q: Queryable, token: string): Promise<OperatorTicket | null> {
    const [row] = await q.query<{ id: bigint; operator_id: bigint; failures: number }>(
      `select id, operator_id, failures from operator_session
       where token_hash = $1 and stage = 'second_factor' and ended_at is null and expires_at > $2
       for update`,
      [tokenHash(token), new Date(this.deps.clock.now())],
    );
    return row
      ? { id: String(row.id), operatorId: String(row.operator_id), failures: row.failures }
      : null;
  }

  /** Counts a wrong code on a ticket; the ticket ends at `max` failures. */
  async ticketFailed(q: Queryable, ticketId: string, max: number): Promise<void> {
    await q.query(
      `update operator_session set failures = failures + 1,
         ended_at = case when failures + 1 >= $2 then $3::timestamptz else null end
       where id = $1`,
      [ticketId, max, new Date(this.deps.clock.now())],
    );
  }

  /** Ends one session or ticket. */
  async end(q: Queryable, id: string): Promise<void> {
    await q.query('update operator_session set ended_at = $2 where id = $1 and ended_at is null', [
      id,
      new Date(this.deps.clock.now()),
    ]);
  }

  /** Ends every open session and ticket of an operator, but `keep`. */
  async endAll(q: Queryable, operatorId: string, keep: string | null = null): Promise<void> {
    await q.query(
      `update operator_session set ended_at = $3
       where operator_id = $1 and ended_at is null and ($2::bigint is null or id <> $2::bigint)`,
      [operatorId, keep, new Date(this.deps.clock.now())],
    );
  }
}

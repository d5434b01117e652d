import { opsEndpoints } from '@portal/contract/ops';
import type { OpsRole } from '@portal/contract/ops/roles';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
import { tokenHash } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { seal } from '../merchant/key-sealing.ts';
import { newTotpSecret, totpCode } from '../modules/ops/operators/totp.ts';
import { totpContext } from '../modules/ops/operators/totp-sealing.ts';
import { call, type CallOptions } from './accounts.ts';
import { expectOk } from './expect-ok.ts';
import type { TestApp } from './test-app.ts';

/** An operator a test made, with what it needs to log in. */
export interface TestOperator {
  id: string;
  username: string;
  password: string;
  /** The authenticator's secret (base32). */
  secret: string;
  /** The last TOTP step this kit used, so two logins never reuse a code. */
  lastStep: number;
}

/**
 * Adds an operator with an enrolled authenticator directly (as `addMember` adds members), for
 * tests about what operators may do; the login and enrolment themselves are tested through the
 * API. `merchantCode` null makes a platform operator.
 */
export async function addOperator(
  t: TestApp,
  spec: { username: string; role: OpsRole; merchantCode?: string | null; locked?: boolean },
): Promise<TestOperator> {
  const password = `${spec.username}-pass-2024`;
  const secret = newTotpSecret();
  const hash = await hashPassword(password, t.config.passwordHashCost);
  const [row] = await t.db.query<{ id: string }>(
    `insert into operator (merchant_id, username, password_hash, role, locked)
     values ((select id from merchant where code = $1), $2, $3, $4, $5) returning id::text as id`,
    [
      spec.merchantCode === undefined ? 'demo' : spec.merchantCode,
      spec.username,
      hash,
      spec.role,
      spec.locked ?? false,
    ],
  );
  const id = row!.id;
  const sealed = seal(t.app.platform.keyring, secret, totpContext(id));
  await t.db.query('update operator set totp_secret = $2, totp_key_id = $3 where id = $1', [
    id,
    sealed.sealed,
    sealed.keyId,
  ]);
  return { id, username: spec.username, password, secret, lastStep: 0 };
}

/** The next unused TOTP code of an operator (this step, or the next one the window allows). */
export function nextCode(t: TestApp, operator: TestOperator): string {
  const now = t.app.platform.clock.now();
  const current = Math.floor(now / 30_000);
  const step = Math.max(current, operator.lastStep + 1);
  if (step > current + 1)
    throw new Error(`${operator.username}: no unused code before the next step`);
  operator.lastStep = step;
  return totpCode(operator.secret, step * 30_000);
}

/** Logs an operator in through both factors and answers its session token. */
export async function operatorToken(
  t: TestApp,
  operator: TestOperator,
  options: CallOptions = {},
): Promise<string> {
  const first = expectOk(
    await call(
      t,
      opsEndpoints.login,
      { username: operator.username, password: operator.password },
      options,
    ),
    opsEndpoints.login,
  );
  const second = expectOk(
    await call(
      t,
      opsEndpoints.secondFactor,
      { ticket: first.ticket, code: nextCode(t, operator) },
      options,
    ),
    opsEndpoints.secondFactor,
  );
  return second.token;
}

/**
 * A live operator session written straight into the database (as `sessionToken` does for
 * members), from `now` for a day: tests and crash tests call as an operator without the
 * login's two factors.
 */
export async function operatorSessionToken(
  db: Db,
  operatorId: string,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into operator_session (operator_id, token_hash, stage, ip, created_at, last_seen_at,
       expires_at)
     values ($1, $2, 'live', '127.0.0.1', $3, $3, $4)`,
    [operatorId, tokenHash(token), new Date(now), new Date(now + 86_400_000)],
  );
  return token;
}

/**
 * A platform owner with a live session, written straight into a migrated database (the server
 * down, on PGlite): the crash tests' spawned servers are called as it. It has no authenticator,
 * so it cannot log in; the session is all a test needs.
 */
export async function platformOperatorToken(db: Db, now = Date.now()): Promise<string> {
  const username = `platform${randomBytes(6).toString('hex')}`;
  const [row] = await db.query<{ id: string }>(
    `insert into operator (merchant_id, username, password_hash, role)
     values (null, $1, 'no-login', 'owner') returning id::text as id`,
    [username],
  );
  return operatorSessionToken(db, row!.id, now);
}

let pairs = 0;

/**
 * Two operators of one role on the demo brand with live sessions, for four-eyes work: `first`
 * asks, `second` decides. Each call makes a new pair.
 */
export async function operatorPair(
  t: TestApp,
  role: OpsRole = 'finance',
): Promise<{ first: string; second: string }> {
  pairs += 1;
  const tag = `${process.pid}${pairs}`;
  const first = await addOperator(t, { username: `pair${tag}a`, role });
  const second = await addOperator(t, { username: `pair${tag}b`, role });
  const now = t.app.platform.clock.now();
  return {
    first: await operatorSessionToken(t.db, first.id, now),
    second: await operatorSessionToken(t.db, second.id, now),
  };
}

let singles = 0;

/** One operator of `role` (on the demo brand unless `merchantCode` says otherwise) with a live session. */
export async function operatorSession(
  t: TestApp,
  role: OpsRole,
  merchantCode: string | null = 'demo',
): Promise<string> {
  singles += 1;
  const operator = await addOperator(t, {
    username: `solo${process.pid}${singles}`,
    role,
    merchantCode,
  });
  return operatorSessionToken(t.db, operator.id, t.app.platform.clock.now());
}

const owners = new WeakMap<TestApp, Promise<TestOperator>>();

/**
 * A live session of the demo brand's test owner (one owner per test app, made on first use),
 * for tests that read or change what an operator does. Each call opens a new session: a test's
 * clock may have moved past the last one's idle expiry.
 */
export async function ownerSession(t: TestApp): Promise<string> {
  let owner = owners.get(t);
  if (!owner) {
    owner = addOperator(t, { username: `owner${process.pid}`, role: 'owner' });
    owners.set(t, owner);
  }
  return operatorSessionToken(t.db, (await owner).id, t.app.platform.clock.now());
}

import type { OpsRole } from '@portal/contract/ops/roles';
import { randomBytes } from 'node:crypto';
import { hashPassword, productionHashCost } from '../../../auth/password.ts';
import type { Tx } from '../../../db/db.ts';
import type { SeedContext, Seeder } from '../../../seed/seeders.ts';

/** The demo brand's console owner. */
export const demoOperatorUsername = 'ops01';

/**
 * The demo brand's owner in the operator console, so that a fresh `npm start` opens /console
 * too. Its password is drawn at random when the demo data is seeded and printed once with the
 * demo logins, never stored in clear: a deployment that left the demo seed on has no operator
 * with a password anyone could look up. It is an operator of the demo brand only (never a
 * platform operator), enrols its authenticator at its first login like every operator, and
 * does not stop the bootstrap of the platform's first owner.
 */
export const demoOperatorSeeder: Seeder = {
  name: 'demo-operator',
  async run(tx: Tx, context: SeedContext) {
    await seedDemoOperator(tx, context, {
      username: demoOperatorUsername,
      role: 'owner',
      note: 'owner of the demo brand at /console, shown once; enrol an authenticator app at the first login',
    });
  },
};

/**
 * An operator of the demo brand with a password drawn now, stored as a hash and handed out
 * once in `context.generated`; its id.
 */
export async function seedDemoOperator(
  tx: Tx,
  context: SeedContext,
  spec: { username: string; role: OpsRole; note: string },
): Promise<string> {
  const merchantId = context.merchants.get('demo');
  if (merchantId === undefined) throw new Error(`${spec.username}: seed the demo brand first`);
  const password = randomBytes(12).toString('base64url');
  const [row] = await tx.query<{ id: string }>(
    `insert into operator (merchant_id, username, password_hash, role)
     values ($1, $2, $3, $4) returning id::text as id`,
    [merchantId, spec.username, await hashPassword(password, productionHashCost), spec.role],
  );
  context.generated.push({ role: 'console', username: spec.username, password, note: spec.note });
  return row!.id;
}

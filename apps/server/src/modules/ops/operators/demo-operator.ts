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
    const merchantId = context.merchants.get('demo');
    if (merchantId === undefined) throw new Error('demo-operator: seed the demo brand first');
    const password = randomBytes(12).toString('base64url');
    await tx.query(
      `insert into operator (merchant_id, username, password_hash, role)
       values ($1, $2, $3, 'owner')`,
      [merchantId, demoOperatorUsername, await hashPassword(password, productionHashCost)],
    );
    context.generated.push({
      role: 'console',
      username: demoOperatorUsername,
      password,
      note: 'owner of the demo brand at /console, shown once; enrol an authenticator app at the first login',
    });
  },
};

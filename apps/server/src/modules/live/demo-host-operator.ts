import type { Seeder } from '../../seed/seeders.ts';
import { seedDemoOperator } from '../ops/operators/demo-operator.ts';

/** The demo brand's host operator, who presents the first seeded room. */
export const demoHostUsername = 'host01';

/** The seeded host whose room the demo host operator presents. */
export const demoHostCode = 'sofia';

/**
 * A host account for the demo brand's first room, so a fresh `npm start` shows a host
 * moderating their own room from /console: a `host` operator (its password drawn at seeding
 * and printed once, like the console owner's), linked to the room.
 */
export const demoHostOperatorSeeder: Seeder = {
  name: 'demo-host-operator',
  async run(tx, context) {
    const id = await seedDemoOperator(tx, context, {
      username: demoHostUsername,
      role: 'host',
      note: `host of the demo brand's "${demoHostCode}" room at /console, shown once; enrol an authenticator app at the first login`,
    });
    await tx.query('update live_host set operator_id = $1 where merchant_id = $2 and code = $3', [
      id,
      context.merchants.get('demo'),
      demoHostCode,
    ]);
  },
};

import { moduleIds } from '@portal/contract/whitelabel';
import { registerFieldNames } from '@portal/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { createTestDb } from '../testing/test-db.ts';
import { demoModules, demoRegisterFields } from './demo-merchant-data.ts';
import { startBanner } from './print-logins.ts';
import { hasDemoData, seedDemo, type Seeder } from './seeders.ts';

describe('demo seed', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('seeded the template once and leaves a database with data alone', async () => {
    expect(await hasDemoData(db)).toBe(true);
    const runs: string[] = [];
    const probe: Seeder = { name: 'probe', run: async () => void runs.push('ran'), logins: [] };
    expect(await seedDemo(db, [probe])).toEqual({ seeded: false, logins: [] });
    // Two nodes starting together: still nothing runs.
    await Promise.all([seedDemo(db, [probe]), seedDemo(db, [probe])]);
    expect(runs).toEqual([]);
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from merchant');
    expect(count?.n).toBe(1);
  });

  it('seeds an empty database in one transaction, in order, collecting logins', async () => {
    // The ledger and audit log refuse deletes row by row; an operator's reset truncates.
    await db.query('truncate merchant cascade');
    const order: string[] = [];
    const first: Seeder = {
      name: 'first',
      run: async (tx, context) => {
        order.push('first');
        const [row] = await tx.query<{ id: number }>(
          `insert into merchant (code, name, currency, currency_symbol, currency_scale, default_language, languages, main_domain)
           values ('probe', 'Probe', 'EUR', '€', 2, 'EN', '{EN}', 'probe.example') returning id`,
        );
        context.merchants.set('probe', row!.id);
      },
      logins: [{ role: 'member', username: 'demo01', password: 'secret01' }],
    };
    const failing: Seeder = {
      name: 'failing',
      run: async () => {
        order.push('failing');
        throw new Error('seed failed');
      },
    };
    await expect(seedDemo(db, [first, failing])).rejects.toThrow('seed failed');
    expect(await db.query('select 1 from merchant')).toHaveLength(0);
    expect(await seedDemo(db, [first])).toEqual({ seeded: true, logins: first.logins });
    expect(order).toEqual(['first', 'failing', 'first']);
  });

  it('covers every whitelabel module and a rule for every register field but the confirmation', () => {
    expect(demoModules.map((m) => m.modId).sort()).toEqual(Object.values(moduleIds).sort());
    const parents = new Set<string>();
    for (const module of demoModules) {
      if (module.parent) expect(parents.has(module.parent), module.modId).toBe(true);
      parents.add(module.modId);
    }
    expect(demoRegisterFields.map((f) => f.name).sort()).toEqual(
      registerFieldNames.filter((n) => n !== 'confirmPassword').sort(),
    );
  });

  it('prints the portal URL and the logins seeders declare', () => {
    expect(startBanner(3999, [])).toContain('Portal ready at http://localhost:3999');
    expect(startBanner(3000, [])).toContain('created by the accounts module');
    expect(startBanner(3000, [{ role: 'agent', username: 'agent01', password: 'pw' }])).toContain(
      'agent01 / pw',
    );
  });
});

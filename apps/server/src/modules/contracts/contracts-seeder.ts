import type { ContractKind, ContractTerms } from '@portal/contract/contracts/terms';
import type { Tx } from '../../db/db.ts';
import { seededDemoMerchant } from '../../seed/seed-merchant.ts';
import type { Seeder } from '../../seed/seeders.ts';

const dayMs = 86_400_000;

/** A tier row: rate, minimum valid bet (major units), minimum active members. */
const tier = (rate: string, minValidBet: string, minActiveMembers = 0) => ({
  rate,
  minValidBet,
  minProfit: '0',
  minActiveMembers,
});

/** The house's terms for the demo top agent, one contract of each kind. */
export const demoHouseTerms: Record<ContractKind, ContractTerms> = {
  dailySalary: { tiers: [tier('0.005', '0'), tier('0.01', '500', 2), tier('0.015', '2000', 4)] },
  dividend: {
    period: 'weekly',
    tiers: [tier('0.1', '0'), tier('0.2', '1000', 3), tier('0.3', '5000', 5)],
  },
  hourSalary: { tiers: [tier('0.002', '0'), tier('0.004', '200', 2)] },
  realtimeSalary: { realtime: { winRate: '0.001', lossRate: '0.003', minSingleBet: '1' } },
};

/**
 * The demo agent team's contracts: the house pays `agent01` one contract of each kind, the
 * daily salary and the dividend since four weeks ago (so the engine bills the seeded history on
 * the first run and the bill pages have content), the hourly and real-time salary from now;
 * `agent01` pays `subagent02` a daily salary since four weeks ago and has offered `subagent01` a
 * dividend contract, which the demo login sees in its after-login popup. Rows only: the engine
 * makes the bills and moves the money through the ledger.
 */
export const contractsSeeder: Seeder = {
  name: 'contracts',
  async run(tx, context) {
    const merchant = await seededDemoMerchant(tx, context);
    const now = Date.now();
    const since = new Date(now - 28 * dayMs);
    const ids = new Map(
      (
        await tx.query<{ account: string; id: string }>(
          `select account, id::text as id from member where merchant_id = $1
             and account = any($2::text[])`,
          [merchant.id, ['agent01', 'subagent01', 'subagent02']],
        )
      ).map((r) => [r.account, r.id]),
    );
    const agent = ids.get('agent01')!;
    for (const [kind, terms] of Object.entries(demoHouseTerms) as [ContractKind, ContractTerms][]) {
      const from = kind === 'dailySalary' || kind === 'dividend' ? since : new Date(now);
      await insert(tx, merchant.id, kind, null, agent, terms, 'active', from);
    }
    await insert(
      tx,
      merchant.id,
      'dailySalary',
      agent,
      ids.get('subagent02')!,
      { tiers: [tier('0.003', '0'), tier('0.008', '500', 2)] },
      'active',
      since,
    );
    await insert(
      tx,
      merchant.id,
      'dividend',
      agent,
      ids.get('subagent01')!,
      { period: 'weekly', tiers: [tier('0.05', '0'), tier('0.15', '1000', 3)] },
      'offered',
      new Date(now - dayMs),
    );
  },
};

async function insert(
  tx: Tx,
  merchantId: number,
  kind: ContractKind,
  uplineId: string | null,
  downlineId: string,
  terms: ContractTerms,
  state: 'active' | 'offered',
  at: Date,
): Promise<void> {
  const active = state === 'active' ? at : null;
  await tx.query(
    `insert into agent_contract (merchant_id, kind, upline_id, downline_id, state, terms,
       offered_at, active_from, billed_until)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, $8)`,
    [merchantId, kind, uplineId, downlineId, state, JSON.stringify(terms), at, active],
  );
}

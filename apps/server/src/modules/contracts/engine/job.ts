import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../../platform.ts';
import { runContractEngine } from './engine.ts';

/** The recurring job that runs the contract engine for every brand. */
export const contractsEngineJob = 'contracts-engine';

/**
 * Seconds between runs: a real-time slot (five minutes) is billed within half a minute of its
 * grace; a run with nothing due is a few indexed reads per brand.
 */
const everySeconds = 30;

/**
 * Runs the engine once for every brand with contract work: open offers and ending contracts
 * (for `endDueContracts`), contracts not yet billed to their end, or insufficient bills. One
 * brand's failure is logged and does not hold back the others.
 */
export async function runContractsForAll(
  platform: Platform,
  now: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const brands = await platform.db.query<{ merchant_id: number }>(
    `select merchant_id from agent_contract
     where state in ('offered', 'active', 'terminationRequested')
       or (active_from is not null and billed_until is distinct from ended_at)
     union
     select merchant_id from contract_bill where state = 'insufficient'
     order by merchant_id`,
  );
  for (const { merchant_id: id } of brands) {
    const merchant = await platform.directory.byId(id);
    if (!merchant) continue;
    try {
      await runContractEngine(platform, merchant, { now, log });
    } catch (err) {
      log?.error({ err, merchant: merchant.code }, 'contract engine run failed');
    }
  }
}

/** Registers the contract engine's job (`contracts-engine`, every 30 seconds). */
export function registerContractsEngine(platform: Platform, log?: FastifyBaseLogger): void {
  platform.jobs.every(contractsEngineJob, everySeconds, () =>
    runContractsForAll(platform, platform.clock.now(), log),
  );
}

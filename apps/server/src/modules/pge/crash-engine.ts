import type { CrashView, MyCrashBet } from '@portal/contract/pge-crash';
import type { Db } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { seedHash } from './fair.ts';
import { roundBets, runAutoCashouts, settleRound, type WalletCall } from './crash-bets.ts';
import {
  chainOf,
  crashHistory,
  currentRound,
  phaseOf,
  shownMultiplier,
  unsettledCrashed,
  type CrashRound,
  type CrashSettings,
} from './crash-rounds.ts';

/**
 * One step of a brand's crash engine: settle what crashed, cash out what is due, open the next
 * round when the pause is over. Every step is idempotent, so each node that has watchers runs
 * it on its own tick, the retry job runs it when nobody watches, and they never double-pay.
 */
export async function crashStep(
  db: Db,
  wallet: WalletCall,
  merchant: Merchant,
  settings: CrashSettings,
  now: number,
): Promise<CrashRound> {
  for (const open of await unsettledCrashed(db, merchant.id, now))
    await settleRound(db, wallet, merchant, open.roundNo, now);
  const round = await currentRound(db, merchant, settings, now);
  if (phaseOf(round, now) === 'running') await runAutoCashouts(db, wallet, merchant, round, now);
  return round;
}

/** The public view of a round and each bettor's own bet, keyed by member id. */
export async function viewOf(
  db: Db,
  merchant: Merchant,
  round: CrashRound,
  now: number,
): Promise<{ view: Omit<CrashView, 'mine'>; mine: Map<string, MyCrashBet> }> {
  const chain = await chainOf(db, round.chainId);
  const bets = await roundBets(db, merchant.id, round.roundNo);
  const history = await crashHistory(db, merchant.id, now);
  const crashed = phaseOf(round, now) === 'crashed';
  const money = (v: bigint | null) => (v === null ? null : merchant.money.format(v));
  const mine = new Map<string, MyCrashBet>();
  for (const bet of bets)
    mine.set(bet.memberId, {
      stake: merchant.money.format(bet.stake),
      autoCashout: bet.autoCashout,
      cashout: bet.cashout,
      payout: money(bet.payout),
    });
  return {
    view: {
      roundNo: round.roundNo,
      phase: phaseOf(round, now),
      now,
      bettingEndsMs: round.bettingEndsMs,
      multiplier: phaseOf(round, now) === 'betting' ? 100 : shownMultiplier(round, now),
      crash: crashed ? round.crash : null,
      seed: crashed ? round.seed : null,
      hash: seedHash(round.seed),
      chainIndex: round.chainIndex,
      commitment: chain.commitment,
      salt: chain.salt,
      bets: bets.map((b) => ({
        player: b.player,
        stake: merchant.money.format(b.stake),
        // A bet still in the air when the round crashed shows as lost, even before settlement.
        cashout: b.cashout ?? (crashed ? 0 : null),
        payout: money(b.payout),
      })),
      history,
    },
    mine,
  };
}

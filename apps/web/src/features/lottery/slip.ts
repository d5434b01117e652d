import type { UnitMode } from '@portal/contract/lottery/prize';
import type { BetInput } from '@portal/contract/lottery/wire';

/** The most bets one slip may carry (the contract's `placeBets` limit). */
export const maxSlipBets = 50;

/** One bet waiting on the slip: what the ticket will be, with its stake in minor units. */
export interface SlipBet {
  /** Local id, for the list and its remove buttons. */
  id: string;
  playCode: string;
  selection: unknown;
  betCount: number;
  unit: UnitMode;
  multiple: number;
  prizeGroup: number;
  stake: bigint;
}

let lastBetId = 0;

/** A fresh local id for a slip bet (unique within the page's lifetime). */
export function newBetId(): string {
  lastBetId += 1;
  return `bet-${lastBetId}`;
}

/** The slip bet as the wire's bet row. */
export function toBetInput(bet: SlipBet): BetInput {
  return {
    playCode: bet.playCode,
    selection: bet.selection,
    betCount: bet.betCount,
    unit: bet.unit,
    multiple: bet.multiple,
    prizeGroup: bet.prizeGroup,
  };
}

/** The slip's total stake in minor units. */
export function slipTotal(bets: readonly SlipBet[]): bigint {
  return bets.reduce((sum, bet) => sum + bet.stake, 0n);
}

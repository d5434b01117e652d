import { createHash } from 'node:crypto';
import type { TicketRecord } from '@portal/contract/lottery/fingerprint';
import { merkleRoot } from '@portal/contract/lottery/fingerprint';
import { playMethod } from '@portal/contract/lottery/play-methods';
import { settle, unitPrice, type Settlement, type UnitMode } from '@portal/contract/lottery/prize';
import type { TicketStatus, TicketView } from '@portal/contract/lottery/wire';
import type { Sha256 } from '@portal/contract/lottery/webcrypto-hmac';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';

/** SHA-256 from node:crypto, for fingerprints of many tickets (the same bytes as WebCrypto). */
export const nodeSha256: Sha256 = async (bytes) =>
  new Uint8Array(createHash('sha256').update(bytes).digest());

/** A `lottery_ticket` row as the engine and the views read it. */
export interface TicketRow {
  id: bigint;
  member_id: bigint;
  game_code: string;
  period_no: string;
  play_code: string;
  selection: unknown;
  bet_count: number;
  unit: UnitMode;
  multiple: number;
  prize_group: number;
  stake: bigint;
  rebate: bigint;
  odds: string | null;
  /** Per-hit odds plays: the odds per key sold at. */
  hit_odds: Record<string, string> | null;
  status: TicketStatus;
  payout: bigint | null;
  placed_ms: bigint;
  bet_id: bigint;
}

export const ticketColumns = `id, member_id, game_code, period_no, play_code, selection, bet_count,
  unit, multiple, prize_group, stake, rebate, odds, hit_odds, status, payout, placed_ms, bet_id`;

/** What the fingerprint commits to for a ticket. */
export function ticketRecord(row: TicketRow): TicketRecord {
  return {
    ticketId: row.id.toString(),
    memberId: row.member_id.toString(),
    playCode: row.play_code,
    selection: row.selection,
    stake: row.stake,
    placedAt: Number(row.placed_ms),
  };
}

/** The tickets a period's fingerprint covers: all but those cancelled while it sold. */
export async function fingerprintTickets(
  q: Queryable,
  period: { merchantId: number; gameCode: string; periodNo: string },
): Promise<TicketRow[]> {
  return q.query<TicketRow>(
    `select ${ticketColumns} from lottery_ticket
     where merchant_id = $1 and game_code = $2 and period_no = $3 and status <> 'CANCELLED'`,
    [period.merchantId, period.gameCode, period.periodNo],
  );
}

/** The hex Merkle root over a period's tickets as stored now. */
export async function fingerprintOf(rows: readonly TicketRow[]): Promise<string> {
  return merkleRoot(rows.map(ticketRecord), nodeSha256);
}

/** A ticket's outcome on a result, at the price, multiple, group and odds it was sold at. */
export function outcomeOf(
  row: TicketRow,
  result: readonly number[],
  merchant: Pick<Merchant, 'money'>,
): Settlement {
  const method = playMethod(row.play_code);
  const odds =
    method.pricing.kind === 'odds'
      ? (row.hit_odds ?? {})
      : row.odds === null || method.pricing.kind !== 'fixed'
        ? {}
        : { [method.pricing.optionOf(row.selection) ?? '']: row.odds };
  return settle(
    method,
    row.selection,
    result,
    { price: unitPrice(row.unit, merchant.money), multiple: row.multiple, group: row.prize_group },
    odds,
  );
}

/** A ticket as its owner sees it. */
export function ticketView(
  row: TicketRow,
  merchant: Merchant,
  result: number[] | null,
): TicketView {
  return {
    ticketId: row.id.toString(),
    gameCode: row.game_code,
    periodNo: row.period_no,
    playCode: row.play_code,
    selection: row.selection,
    betCount: row.bet_count,
    unit: row.unit,
    multiple: row.multiple,
    prizeGroup: row.prize_group,
    stake: merchant.money.format(row.stake),
    rebate: merchant.money.format(row.rebate),
    status: row.status,
    payout: row.payout === null ? null : merchant.money.format(row.payout),
    placedAt: Number(row.placed_ms),
    result,
  };
}

import { inclusionProofs } from '@portal/contract/lottery/fingerprint';
import type {
  myBetsInput,
  myBetsOutput,
  openedNumerosOutput,
  VerifyView,
} from '@portal/contract/lottery/wire';
import type * as z from 'zod/mini';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { pageOf } from '../histories/day-range.ts';
import { enabledGame } from './lottery-games.ts';
import { periodColumns, periodView, type PeriodRow } from './periods.ts';
import {
  fingerprintOf,
  fingerprintTickets,
  nodeSha256,
  ticketColumns,
  ticketRecord,
  ticketView,
  type TicketRow,
} from './tickets.ts';

/** Results history, a member's tickets, and the verification of a drawn period. */

const page = (input: { pageNo: number; pageSize: number }) => ({
  limit: input.pageSize,
  offset: (input.pageNo - 1) * input.pageSize,
});

/** Drawn periods of a game, newest first. */
export async function openedNumeros(
  platform: Platform,
  merchant: Merchant,
  input: { gameCode: string; pageNo: number; pageSize: number },
): Promise<z.infer<typeof openedNumerosOutput>> {
  const game = await enabledGame(platform.db, merchant.id, input.gameCode);
  const { limit, offset } = page(input);
  const drawn = `merchant_id = $1 and game_code = $2 and status in ('DRAWN', 'SETTLED')`;
  const rows = await platform.db.query<PeriodRow>(
    `select ${periodColumns} from lottery_period where ${drawn}
     order by draws_at desc limit $3 offset $4`,
    [merchant.id, game.gameCode, limit, offset],
  );
  const [count] = await platform.db.query<{ n: number }>(
    `select count(*)::int as n from lottery_period where ${drawn}`,
    [merchant.id, game.gameCode],
  );
  const now = platform.clock.now();
  return { list: rows.map((row) => periodView(row, now)), ...pageOf(count?.n ?? 0, input) };
}

/** A member's tickets, newest first, by game, period and state. */
export async function myBets(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  input: z.infer<typeof myBetsInput>,
): Promise<z.infer<typeof myBetsOutput>> {
  const filter = `t.merchant_id = $1 and t.member_id = $2
    and ($3::text is null or t.game_code = $3) and ($4::text is null or t.period_no = $4)
    and ($5::text is null or t.status = $5)`;
  const params = [
    merchant.id,
    memberId,
    input.gameCode ?? null,
    input.periodNo ?? null,
    input.status ?? null,
  ];
  const { limit, offset } = page(input);
  const rows = await platform.db.query<TicketRow & { result: number[] | null }>(
    `select ${ticketColumns
      .split(',')
      .map((c) => `t.${c.trim()}`)
      .join(', ')}, p.result
     from lottery_ticket t join lottery_period p on p.merchant_id = t.merchant_id
       and p.game_code = t.game_code and p.period_no = t.period_no
     where ${filter} order by t.id desc limit $6 offset $7`,
    [...params, limit, offset],
  );
  const [count] = await platform.db.query<{ n: number }>(
    `select count(*)::int as n from lottery_ticket t where ${filter}`,
    params,
  );
  return {
    list: rows.map((row) => ticketView(row, merchant, row.result)),
    ...pageOf(count?.n ?? 0, input),
  };
}

/**
 * The inputs of a drawn period, to recompute it anywhere: the revealed seed and its place in the
 * chain, the message, the result, the sealed fingerprint and whether the tickets stored now still
 * give it; with a session, the member's own tickets and their inclusion proofs.
 */
export async function verifyPeriod(
  platform: Platform,
  merchant: Merchant,
  memberId: string | null,
  input: { gameCode: string; periodNo: string },
): Promise<VerifyView> {
  const game = await enabledGame(platform.db, merchant.id, input.gameCode);
  const [period] = await platform.db.query<PeriodRow & { anchor: string | null }>(
    `select ${periodColumns
      .split(',')
      .map((c) => `p.${c.trim()}`)
      .join(', ')}, c.anchor
     from lottery_period p left join lottery_chain c on c.id = p.chain_id
     where p.merchant_id = $1 and p.game_code = $2 and p.period_no = $3`,
    [merchant.id, game.gameCode, input.periodNo],
  );
  if (!period) throw new AppError('not_found');
  const { seed, commitment, chain_index: chainIndex, anchor, result, fingerprint } = period;
  if (
    seed === null ||
    commitment === null ||
    chainIndex === null ||
    anchor === null ||
    result === null ||
    fingerprint === null
  ) {
    throw new AppError('lottery_not_drawn');
  }
  const tickets = await fingerprintTickets(platform.db, {
    merchantId: merchant.id,
    gameCode: game.gameCode,
    periodNo: period.period_no,
  });
  const records = tickets.map(ticketRecord);
  const own = records.filter((record) => record.memberId === memberId);
  const proofs = await inclusionProofs(
    records,
    own.map((record) => record.ticketId),
    nodeSha256,
  );
  return {
    gameCode: game.gameCode,
    periodNo: period.period_no,
    shape: game.shape,
    status: period.status,
    seed,
    seedCommitment: commitment,
    chainIndex,
    anchor,
    message: `${game.gameCode}|${period.period_no}`,
    result,
    fingerprint,
    ticketCount: period.ticket_count ?? 0,
    ticketsMatch: (await fingerprintOf(tickets)) === fingerprint,
    mine: own.map((record, i) => ({
      record: { ...record, stake: record.stake.toString() },
      proof: { ...proofs[i]!, siblings: [...proofs[i]!.siblings] },
    })),
  };
}

import type { cancelBetOutput } from '@portal/contract/lottery/wire';
import { playMethod } from '@portal/contract/lottery/play-methods';
import { unitPrice } from '@portal/contract/lottery/prize';
import type * as z from 'zod/mini';
import type { Db, Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { mainBalance, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { prizeOfOneBet } from './bet-lines.ts';
import { enabledGame } from './lottery-games.ts';
import { lockSellingPeriod } from './place-bets.ts';
import { lotteryHouse } from './settle.ts';
import { ticketColumns, ticketView, type TicketRow } from './tickets.ts';

/**
 * Taking tickets back. A member cancels a ticket while its period still sells (when the brand
 * allows it): the stake comes back and the ticket's numbers free their liability. A cancelled
 * period (reference section 4, CANCELLED) refunds every pending ticket, one member per
 * transaction, each under its own ledger key, so a refund interrupted halfway finishes on the
 * next run without paying anyone twice.
 */

type Output = z.infer<typeof cancelBetOutput>;

/** Moves `amount` from the lottery house back to the member's main wallet. */
async function refund(
  tx: Tx,
  merchant: Merchant,
  memberId: string,
  kind: string,
  key: string,
  amount: bigint,
): Promise<void> {
  if (amount <= 0n) return;
  const wallet = await memberAccount(tx, {
    merchantId: merchant.id,
    memberId,
    currency: merchant.currency,
  });
  await postTransfer(tx, {
    merchantId: merchant.id,
    kind,
    idempotencyKey: key,
    entries: [
      { accountId: wallet, amount },
      { accountId: await lotteryHouse(tx, merchant, memberId), amount: -amount },
    ],
  });
}

/** The liability a ticket put on its numbers, taken off again. */
async function releaseExposures(tx: Tx, ticket: TicketRow, merchant: Merchant): Promise<void> {
  const method = playMethod(ticket.play_code);
  const numbers = method.numbersOf(ticket.selection);
  if (numbers.length === 0) return;
  const liability = prizeOfOneBet(
    method,
    ticket.selection,
    ticket.stake,
    unitPrice(ticket.unit, merchant.money),
    ticket.multiple,
    ticket.prize_group,
    ticket.odds,
    ticket.hit_odds,
  );
  await tx.query(
    `update lottery_exposure set liability = liability - $6
     where merchant_id = $1 and game_code = $2 and period_no = $3 and play_code = $4
       and number_key = any($5::text[])`,
    [
      merchant.id,
      ticket.game_code,
      ticket.period_no,
      ticket.play_code,
      numbers,
      liability.toString(),
    ],
  );
}

/** Cancels a member's pending ticket while its period sells; a second cancel answers the same. */
export async function cancelTicket(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  ticketId: string,
): Promise<Output> {
  const now = platform.clock.now();
  const output = await platform.db.transaction(async (tx) => {
    const [ticket] = await tx.query<TicketRow>(
      `select ${ticketColumns} from lottery_ticket
       where id = $1 and merchant_id = $2 and member_id = $3 for update`,
      [ticketId, merchant.id, memberId],
    );
    if (!ticket) throw new AppError('not_found');
    if (ticket.status !== 'CANCELLED') {
      const game = await enabledGame(tx, merchant.id, ticket.game_code);
      if (ticket.status !== 'PENDING' || !game.terms.cancellable) {
        throw new AppError('lottery_cancel_unavailable');
      }
      try {
        await lockSellingPeriod(tx, game, ticket.period_no, now);
      } catch {
        throw new AppError('lottery_cancel_unavailable');
      }
      await tx.query(
        `update lottery_ticket set status = 'CANCELLED', payout = stake, settled_at = now()
         where id = $1`,
        [ticketId],
      );
      await tx.query(`update bet set status = 'rolled_back', settled_at = now() where id = $1`, [
        ticket.bet_id.toString(),
      ]);
      await releaseExposures(tx, ticket, merchant);
      await refund(
        tx,
        merchant,
        memberId,
        'lottery_cancel',
        `lottery:cancel:${ticketId}`,
        ticket.stake,
      );
    }
    const [row] = await tx.query<TicketRow>(
      `select ${ticketColumns} from lottery_ticket where id = $1`,
      [ticketId],
    );
    const balance = await mainBalance(tx, {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
    });
    return { ticket: ticketView(row!, merchant, null), balance: merchant.money.format(balance) };
  });
  await platform.realtime
    .sendToMember(merchant.id, memberId, { type: 'balance', payload: { balance: output.balance } })
    .catch(() => undefined);
  return output;
}

/**
 * Refunds every pending ticket of a cancelled period, one member per transaction. Safe to run
 * again: a ticket refunded once is no longer pending, and each refund has its own key.
 */
export async function refundCancelledPeriod(
  db: Db,
  merchant: Merchant,
  period: { gameCode: string; periodNo: string },
): Promise<string[]> {
  const members = await db.query<{ member_id: string }>(
    `select distinct member_id::text as member_id from lottery_ticket
     where merchant_id = $1 and game_code = $2 and period_no = $3 and status = 'PENDING'
     order by 1`,
    [merchant.id, period.gameCode, period.periodNo],
  );
  for (const { member_id: memberId } of members) {
    await db.transaction(async (tx) => {
      const refunded = await tx.query<{ stake: bigint; bet_id: bigint }>(
        `update lottery_ticket set status = 'REFUNDED', payout = stake, settled_at = now()
         where merchant_id = $1 and game_code = $2 and period_no = $3 and member_id = $4
           and status = 'PENDING'
         returning stake, bet_id`,
        [merchant.id, period.gameCode, period.periodNo, memberId],
      );
      if (refunded.length === 0) return;
      await tx.query(
        `update bet set status = 'rolled_back', settled_at = now() where id = any($1::bigint[])`,
        [refunded.map((row) => row.bet_id.toString())],
      );
      const total = refunded.reduce((sum, row) => sum + row.stake, 0n);
      await refund(
        tx,
        merchant,
        memberId,
        'lottery_refund',
        `lottery:refund:${period.gameCode}:${period.periodNo}:${memberId}`,
        total,
      );
    });
  }
  return members.map((row) => row.member_id);
}

import type { ContractKind } from '@portal/contract/contracts/terms';
import type { BillState } from '@portal/contract/contracts/views';
import type { FastifyBaseLogger } from 'fastify';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { billKey, LockedWallets, sendBalances, walletsOf } from './payments.ts';

/**
 * Insufficient bills, tried again at every run (definitions in engine.ts): each in its own
 * transaction with the bill row locked and then its two wallets, paid whole under the bill's
 * own ledger key when the payer now covers it, or counted as one more attempt. A bill is never
 * paid in part, and never twice: two runs at once wait on the bill row, and the second finds
 * it paid.
 */

interface InsufficientRow {
  id: string;
  contract_id: string;
  kind: ContractKind;
  period_start: Date;
  payer_id: string | null;
  payee_id: string;
  amount: bigint;
}

/** Tries every `insufficient` bill of the kinds, oldest period first; answers how many paid. */
export async function retryInsufficient(
  platform: Platform,
  merchant: Merchant,
  kinds: readonly ContractKind[],
  log?: FastifyBaseLogger,
): Promise<number> {
  const { db } = platform;
  const rows = await db.query<InsufficientRow>(
    `select id::text as id, contract_id::text as contract_id, kind, period_start,
       payer_id::text as payer_id, payee_id::text as payee_id, amount
     from contract_bill
     where merchant_id = $1 and state = 'insufficient' and kind = any($2::text[])
     order by period_start, id`,
    [merchant.id, kinds],
  );
  let paid = 0;
  for (const row of rows) {
    try {
      const wallets = await walletsOf(db, merchant, [
        row.payee_id,
        ...(row.payer_id ? [row.payer_id] : []),
      ]);
      const payer = row.payer_id === null ? wallets.house : wallets.members.get(row.payer_id)!;
      const payee = wallets.members.get(row.payee_id)!;
      const balances = await db.transaction(async (tx) => {
        const [bill] = await tx.query<{ state: BillState }>(
          'select state from contract_bill where id = $1 for update',
          [row.id],
        );
        if (bill?.state !== 'insufficient') return null;
        const locked = await LockedWallets.lock(tx, merchant.id, [payer, payee]);
        const txnId = await locked.pay(tx, {
          kind: row.kind,
          key: billKey(row.contract_id, row.period_start.toISOString()),
          amount: row.amount,
          payer,
          payee,
        });
        await tx.query(
          `update contract_bill set attempts = attempts + 1, txn_id = $2,
             state = case when $2::int8 is null then state else 'paid' end,
             paid_at = case when $2::int8 is null then null else now() end
           where id = $1`,
          [row.id, txnId?.toString() ?? null],
        );
        return txnId === null ? null : locked.moved();
      });
      if (balances === null) continue;
      paid += 1;
      await sendBalances(platform, merchant, balances);
    } catch (err) {
      log?.error({ err, bill: row.id }, 'insufficient contract bill not retried');
    }
  }
  return paid;
}

import { historiesEndpoints, type transactionType } from '@portal/contract/histories';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';
import { pageOf } from './day-range.ts';
import { entryPage } from './entry-page.ts';
import { transactionTypeSql } from './transaction-types.ts';

type TransactionType = z.infer<typeof transactionType>;

/** Short codes of the movement types, for references players quote to support. */
const referenceCodes: Record<string, string> = {
  deposit: 'DEP',
  withdrawal: 'WDR',
  withdrawal_refund: 'WRF',
  transfer_in: 'TIN',
  transfer_out: 'TOUT',
  bet: 'BET',
  win: 'WIN',
  rollback: 'RBK',
  bonus: 'BON',
  upline_transfer: 'UPL',
  downline_transfer: 'DNL',
  dividend: 'DIV',
  salary: 'SAL',
  adjustment: 'ADJ',
};

/** A movement's human reference: its type code and ledger transaction number. */
function humanReference(type: string, txnId: bigint): string {
  return `${referenceCodes[type] ?? 'TXN'}-${txnId}`;
}

/** What a page of transactions is asked for: a type, a period of merchant days, a page. */
export interface TransactionQuery {
  type?: TransactionType | undefined;
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
}

/**
 * A page of one member's main-wallet movements in a period, newest first, with the balance
 * after each (`entryPage`): the member centre's history and the agent's view of a downline
 * answer the same rows. A bad period is a 400 `date_range_invalid`.
 */
export async function transactionPage(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
  input: TransactionQuery,
) {
  const { rows, total } = await entryPage<TransactionType>(q, merchant, {
    memberId,
    account: { kind: 'main', currency: merchant.currency },
    typeSql: transactionTypeSql('t.kind'),
    type: input.type,
    startDate: input.startDate,
    endDate: input.endDate,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  });
  return {
    list: rows.map((row) => ({
      txnId: row.txn_id.toString(),
      time: row.created_at.toISOString(),
      type: row.type,
      amount: merchant.money.format(row.amount),
      balanceAfter: merchant.money.format(row.balance_after),
      reference: humanReference(row.type, row.txn_id),
    })),
    ...pageOf(total, input),
  };
}

/** GET /wps/wallet/transactions: the member's own main-wallet movements (`transactionPage`). */
export function registerTransactions(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, historiesEndpoints.transactions, async ({ input, merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    return transactionPage(platform.db, merchant, s.memberId, input);
  });
}

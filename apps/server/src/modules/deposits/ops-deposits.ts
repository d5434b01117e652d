import { dayMs, dayValue, zoneMidnight } from '@portal/contract/day-range';
import {
  depositsOpsEndpoints,
  type depositStatus,
  type OpsDeposit,
} from '@portal/contract/deposits';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { pageOf } from '../histories/day-range.ts';
import { ungated } from '../ops/operators/operator-act.ts';
import { iso } from '../wallet/wallet-money.ts';
import type { OpState } from '../wallet/wallet-ops.ts';

/**
 * The operator's view of the brand's deposits (read only): deposits are the wallet's two-phase
 * operations of kind `deposit`, listed newest first with the member, the channel and, once
 * paid, the ledger transaction that credited the member.
 */

type DepositStatus = z.infer<typeof depositStatus>;

interface Row {
  id: bigint;
  member_id: bigint;
  account: string;
  channel_id: string | null;
  channel_name: string | null;
  provider: string | null;
  amount: bigint;
  currency: string;
  state: OpState;
  reason: string | null;
  external_ref: string | null;
  created_at: Date;
  settled_at: Date | null;
  txn_id: bigint | null;
}

/**
 * The wallet keeps a deposit's outcome as a state and a void reason; the contract's status is
 * read from both (see `depositState`), so a status filter asks for a state and, for voided
 * deposits, whether the reason was the expiry.
 */
const statusFilter: Record<DepositStatus, { state: OpState; expired: boolean | null }> = {
  pending: { state: 'pending', expired: null },
  paid: { state: 'posted', expired: null },
  failed: { state: 'voided', expired: false },
  expired: { state: 'voided', expired: true },
};

const joinMember = `from wallet_op o
  join member m on m.id = o.member_id and m.merchant_id = o.merchant_id`;

/**
 * The filters shared by the page and its totals. Parameters: $1 merchant, $2 state, $3 whether
 * the void reason is the expiry, $4 member account, $5 and $6 the creation instants `[from, to)`.
 */
const where = `where o.merchant_id = $1 and o.kind = 'deposit'
    and ($2::text is null or o.state = $2)
    and ($3::boolean is null or coalesce(o.reason = 'expired', false) = $3)
    and ($4::text is null or lower(m.account) = lower($4))
    and ($5::timestamptz is null or o.created_at >= $5)
    and ($6::timestamptz is null or o.created_at < $6)`;

/**
 * The ledger transaction of a paid deposit is found by the idempotency key the wallet posts it
 * under (`wop:<id>:post`, see `settleOp`): the operation itself keeps no link to it.
 */
const selectPage = `select o.id, o.member_id, m.account, o.channel_id, c.name as channel_name,
    o.provider, o.amount, o.currency, o.state, o.reason, o.external_ref, o.created_at,
    o.settled_at, t.id as txn_id
  ${joinMember}
  left join deposit_channel c on c.merchant_id = o.merchant_id and c.channel_id = o.channel_id
  left join ledger_txn t on o.state = 'posted' and t.merchant_id = o.merchant_id
    and t.idempotency_key = 'wop:' || o.id::text || ':post'
  ${where}
  order by o.created_at desc, o.id desc limit $7 offset $8`;

const selectTotals = `select count(*)::int as n,
    count(*) filter (where o.state = 'posted')::int as paid,
    coalesce(sum(o.amount) filter (where o.state = 'posted'), 0)::bigint as paid_amount
  ${joinMember} ${where}`;

/** The contract's status of a deposit, read the way `depositState` reads a wallet operation. */
function statusOf(row: Row): DepositStatus {
  if (row.state === 'pending') return 'pending';
  if (row.state === 'posted') return 'paid';
  return row.reason === 'expired' ? 'expired' : 'failed';
}

function toOps(row: Row, merchant: Merchant): OpsDeposit {
  return {
    depositId: row.id.toString(),
    memberId: row.member_id.toString(),
    memberAccount: row.account,
    channelId: row.channel_id ?? '',
    channelName: row.channel_name,
    provider: row.provider ?? '',
    amount: merchant.money.format(row.amount),
    currency: row.currency,
    status: statusOf(row),
    providerRef: row.external_ref,
    createdAt: row.created_at.toISOString(),
    settledAt: iso(row.settled_at),
    ledgerTxnId: row.txn_id === null ? null : row.txn_id.toString(),
  };
}

/** A day of the input as its UTC-midnight value, or a 400 naming the field. */
function day(field: string, text: string, language: MessageLanguage): number {
  const value = dayValue(text);
  if (value === null)
    throw new AppError('invalid_input', { [field]: messageText('pattern_DATE_YMD', language) });
  return value;
}

/**
 * The creation instants `[from, to)` of the asked days in the brand's time zone; either end may
 * be open. Unlike the member's histories the period has no longest length: operators look back
 * over months, and the totals are one aggregate however long the period.
 */
function period(
  input: { startDate?: string | undefined; endDate?: string | undefined },
  merchant: Merchant,
  language: MessageLanguage,
): { from: Date | null; to: Date | null } {
  const start = input.startDate === undefined ? null : day('startDate', input.startDate, language);
  const end = input.endDate === undefined ? null : day('endDate', input.endDate, language);
  if (start !== null && end !== null && end < start) throw new AppError('date_range_invalid');
  return {
    from: start === null ? null : new Date(zoneMidnight(merchant.timeZone, start)),
    to: end === null ? null : new Date(zoneMidnight(merchant.timeZone, end + dayMs)),
  };
}

/**
 * GET /operator/deposits (`deposits.read`): the request's brand only, which the operator chain
 * has already checked against the operator's own merchant.
 */
export function registerDepositOps(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    depositsOpsEndpoints.opsDeposits,
    async ({ input, merchant, language }) => {
      const { from, to } = period(input, merchant, language);
      const status = input.status === undefined ? null : statusFilter[input.status];
      const member = input.member === undefined || input.member === '' ? null : input.member;
      const params = [
        merchant.id,
        status?.state ?? null,
        status?.expired ?? null,
        member,
        from,
        to,
      ];
      const [totals] = await platform.db.query<{ n: number; paid: number; paid_amount: bigint }>(
        selectTotals,
        params,
      );
      const rows = await platform.db.query<Row>(selectPage, [
        ...params,
        input.pageSize,
        (input.pageNo - 1) * input.pageSize,
      ]);
      const total = totals?.n ?? 0;
      return {
        ...pageOf(total, input),
        items: rows.map((row) => toOps(row, merchant)),
        totals: {
          count: total,
          paidCount: totals?.paid ?? 0,
          paidAmount: merchant.money.format(totals?.paid_amount ?? 0n),
        },
      };
    },
    ungated,
  );
}

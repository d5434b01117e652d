import type { OpsMemberBalances, OpsMemberDetail } from '@portal/contract/member/ops';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { pointBalance } from '../points/point-accounts.ts';
import { withdrawable } from '../withdrawals/withdrawable.ts';
import { memberProfile } from './ops-members-profile.ts';

/** How many rows of each list the detail shows, newest first. */
export const detailRows = 20;

/** The newest `detailRows` of a list read with one row more, and whether there were more. */
function newest<T>(rows: readonly T[]): { items: T[]; more: boolean } {
  return { items: rows.slice(0, detailRows), more: rows.length > detailRows };
}

const loginActions = ['login', 'login_failed', 'login_held'] as const;

async function balancesOf(
  q: Queryable,
  merchant: Merchant,
  memberId: string,
): Promise<OpsMemberBalances> {
  const member = { merchantId: merchant.id, memberId, currency: merchant.currency };
  const [money, points, vendors, pending] = await Promise.all([
    withdrawable(q, member),
    pointBalance(q, merchant.id, memberId),
    q.query<{ vendor: string; balance: bigint }>(
      `select vendor, balance from ledger_account where merchant_id = $1 and owner_member_id = $2
         and kind = 'vendor' and currency = $3 order by vendor`,
      [merchant.id, memberId, merchant.currency],
    ),
    q.query<{ total: bigint }>(
      `select coalesce(sum(amount), 0)::int8 as total from wallet_op
       where merchant_id = $1 and member_id = $2 and state = 'pending' and vendor is not null`,
      [merchant.id, memberId],
    ),
  ]);
  const format = (minor: bigint) => merchant.money.format(minor);
  return {
    currency: merchant.currency,
    main: format(money.balance),
    turnoverRemaining: format(money.turnover),
    withdrawable: format(money.available),
    withdrawalsHeld: format(money.pending),
    transfersPending: format(pending[0]?.total ?? 0n),
    vendors: vendors.map((row) => ({ vendor: row.vendor, balance: format(row.balance) })),
    points: points.toString(),
  };
}

async function ledgerOf(q: Queryable, merchant: Merchant, memberId: string) {
  // Each entry's balance after it: the balance now less every newer entry, in one snapshot.
  const rows = await q.query<{
    id: bigint;
    kind: string;
    amount: bigint;
    balance_after: bigint;
    created_at: Date;
  }>(
    `select e.id, t.kind, e.amount, t.created_at,
       (a.balance - coalesce(sum(e.amount) over (order by e.id desc
          rows between unbounded preceding and 1 preceding), 0))::int8 as balance_after
     from ledger_account a
     join ledger_entry e on e.account_id = a.id
     join ledger_txn t on t.id = e.txn_id
     where a.merchant_id = $1 and a.owner_member_id = $2 and a.kind = 'main' and a.currency = $3
     order by e.id desc limit $4`,
    [merchant.id, memberId, merchant.currency, detailRows + 1],
  );
  return newest(
    rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      amount: merchant.money.format(row.amount),
      balanceAfter: merchant.money.format(row.balance_after),
      createdAt: row.created_at.toISOString(),
    })),
  );
}

async function betsOf(q: Queryable, merchant: Merchant, memberId: string, language: string) {
  const rows = await q.query<{
    id: bigint;
    vendor_code: string;
    game: string;
    round_id: string;
    stake: bigint;
    payout: bigint;
    status: 'open' | 'settled' | 'rolled_back';
    created_at: Date;
  }>(
    `select b.id, b.vendor_code, coalesce(g.names ->> $3, g.names ->> 'EN', b.vendor_code) as game,
       b.round_id, b.stake, b.payout, b.status, b.created_at
     from bet b left join game g on g.id = b.game_id
     where b.merchant_id = $1 and b.member_id = $2 order by b.id desc limit $4`,
    [merchant.id, memberId, language.toUpperCase(), detailRows + 1],
  );
  return newest(
    rows.map((row) => ({
      id: String(row.id),
      vendor: row.vendor_code,
      game: row.game,
      roundId: row.round_id,
      stake: merchant.money.format(row.stake),
      payout: merchant.money.format(row.payout),
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
  );
}

interface AuditRow {
  id: bigint;
  action: string;
  operator: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
  created_at: Date;
}

/** The member's audit rows, its logins (`logins`) or everything else. */
async function auditOf(q: Queryable, merchantId: number, memberId: string, logins: boolean) {
  return q.query<AuditRow>(
    `select a.id, a.action, o.username as operator, a.ip, a.detail, a.created_at
     from audit_log a left join operator o on o.id = a.operator_id
     where a.merchant_id = $1 and a.member_id = $2 and (a.action = any($3::text[])) = $4
     order by a.id desc limit $5`,
    [merchantId, memberId, loginActions, logins, detailRows + 1],
  );
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

async function contactsOf(q: Queryable, merchantId: number, memberId: string) {
  const [ips, addresses] = await Promise.all([
    q.query<{ ip: string; first_seen_at: Date; last_seen_at: Date }>(
      `select ip, first_seen_at, last_seen_at from member_known_ip
       where merchant_id = $1 and member_id = $2 order by last_seen_at desc, ip limit $3`,
      [merchantId, memberId, detailRows + 1],
    ),
    q.query<{ recipient: string; phone: string; address: string; last_used_at: Date }>(
      `select shipping ->> 'recipient' as recipient, shipping ->> 'phone' as phone,
         shipping ->> 'address' as address, max(applied_at) as last_used_at
       from point_redemption
       where merchant_id = $1 and member_id = $2 and shipping is not null
       group by 1, 2, 3 order by 4 desc limit $3`,
      [merchantId, memberId, detailRows + 1],
    ),
  ]);
  return {
    knownIps: newest(
      ips.map((row) => ({
        ip: row.ip,
        firstSeenAt: row.first_seen_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
      })),
    ),
    addresses: newest(
      addresses.map((row) => ({
        recipient: row.recipient,
        phone: row.phone,
        address: row.address,
        lastUsedAt: row.last_used_at.toISOString(),
      })),
    ),
  };
}

async function notesOf(q: Queryable, merchantId: number, memberId: string) {
  const rows = await q.query<{ id: bigint; text: string; operator: string; created_at: Date }>(
    `select n.id, n.text, o.username as operator, n.created_at
     from member_note n join operator o on o.id = n.operator_id
     where n.merchant_id = $1 and n.member_id = $2 order by n.id desc limit $3`,
    [merchantId, memberId, detailRows + 1],
  );
  return newest(
    rows.map((row) => ({
      id: String(row.id),
      text: row.text,
      operator: row.operator,
      createdAt: row.created_at.toISOString(),
    })),
  );
}

/**
 * `GET /operator/members/detail`: the member's profile (404 `not_found` when the merchant has
 * no such member), what the wallet knows of its money, and the newest rows of its ledger, bets,
 * logins, known addresses, shipping addresses, audit rows and notes.
 */
export async function memberDetail(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  language: string,
): Promise<OpsMemberDetail> {
  const q = platform.db;
  const profile = await memberProfile(
    q,
    platform.config,
    merchant.id,
    memberId,
    new Date(platform.clock.now()),
  );
  const [balances, ledger, bets, logins, audit, contacts, notes] = await Promise.all([
    balancesOf(q, merchant, memberId),
    ledgerOf(q, merchant, memberId),
    betsOf(q, merchant, memberId, language),
    auditOf(q, merchant.id, memberId, true),
    auditOf(q, merchant.id, memberId, false),
    contactsOf(q, merchant.id, memberId),
    notesOf(q, merchant.id, memberId),
  ]);
  return {
    profile,
    balances,
    ledger,
    bets,
    logins: newest(
      logins.map((row) => ({
        id: String(row.id),
        action: row.action as (typeof loginActions)[number],
        ip: row.ip,
        via: textOf(row.detail.via),
        reason: textOf(row.detail.reason),
        createdAt: row.created_at.toISOString(),
      })),
    ),
    audit: newest(
      audit.map((row) => ({
        id: String(row.id),
        action: row.action,
        memberId,
        operator: row.operator,
        ip: row.ip,
        detail: row.detail,
        createdAt: row.created_at.toISOString(),
      })),
    ),
    ...contacts,
    notes,
  };
}

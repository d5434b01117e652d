import type { ContractKind } from '@portal/contract/contracts/terms';
import type { Queryable, Tx } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { houseAccount, postTransfer } from '../../ledger/ledger.ts';

/**
 * The ledger side of bills. A transaction that pays bills first locks every wallet it will
 * touch, in id order as `postTransfer` does (so it never deadlocks with a wallet call), and
 * reads their balances under the lock. A payment is then posted only when the payer covers it:
 * a short payer leaves the bill `insufficient` with nothing written at all (`postTransfer`
 * would refuse too, but only after writing its journal row, which would then need a savepoint
 * per bill to undo), and the balances after commit are known without reading them again, so
 * the members' sockets get them as the lottery's settlement sends them.
 */

/** The ledger kind of each contract kind's payment. */
export const ledgerKindOf: Record<ContractKind, string> = {
  dividend: 'dividend',
  dailySalary: 'daily_salary',
  hourSalary: 'hour_salary',
  realtimeSalary: 'realtime_salary',
};

/** The house account that pays top agents' contracts. */
export const contractsHouse = 'agent_contracts';

/** The ledger idempotency key of a contract's bill for a period: the same on every attempt. */
export const billKey = (contractId: string, periodKey: string) =>
  `contract-bill:${contractId}:${periodKey}`;

/** Wallet ids of the members of a set of bills, and of the paying house account. */
export interface Wallets {
  members: Map<string, bigint>;
  house: bigint;
}

/** Main wallets of members (made empty when missing) and the house's, set-based. */
export async function walletsOf(
  q: Queryable,
  merchant: Merchant,
  memberIds: readonly string[],
): Promise<Wallets> {
  const ids = [...new Set(memberIds)];
  const params = [merchant.id, merchant.currency, ids];
  await q.query(
    `insert into ledger_account (merchant_id, kind, owner_member_id, currency)
     select $1, 'main', m, $2 from unnest($3::int8[]) m on conflict do nothing`,
    params,
  );
  const rows = await q.query<{ id: bigint; member_id: string }>(
    `select id, owner_member_id::text as member_id from ledger_account
     where merchant_id = $1 and kind = 'main' and currency = $2 and vendor is null
       and owner_member_id = any($3::int8[])`,
    params,
  );
  return {
    members: new Map(rows.map((row) => [row.member_id, row.id])),
    house: await houseAccount(q, {
      merchantId: merchant.id,
      name: contractsHouse,
      currency: merchant.currency,
    }),
  };
}

interface LockedAccount {
  kind: 'main' | 'vendor' | 'house';
  owner: string | null;
  balance: bigint;
  moved: boolean;
}

/** One payment: what, under which key, from whom to whom. */
export interface Payment {
  kind: ContractKind;
  key: string;
  amount: bigint;
  payer: bigint;
  payee: bigint;
}

/** Wallets locked in a transaction, their balances followed as its payments move them. */
export class LockedWallets {
  private constructor(
    private readonly merchantId: number,
    private readonly accounts: Map<bigint, LockedAccount>,
  ) {}

  /** Locks the accounts (in id order) and reads their balances. */
  static async lock(tx: Tx, merchantId: number, ids: readonly bigint[]): Promise<LockedWallets> {
    const rows = await tx.query<{
      id: bigint;
      kind: LockedAccount['kind'];
      owner: string | null;
      balance: bigint;
    }>(
      `select id, kind, owner_member_id::text as owner, balance from ledger_account
       where id = any($1::int8[]) order by id for update`,
      [[...new Set(ids)].map(String)],
    );
    return new LockedWallets(
      merchantId,
      new Map(rows.map((row) => [row.id, { ...row, moved: false }])),
    );
  }

  /** Posts the payment when the payer covers it (a house account always does); null: short. */
  async pay(tx: Tx, payment: Payment): Promise<bigint | null> {
    const payer = this.accounts.get(payment.payer);
    const payee = this.accounts.get(payment.payee);
    if (!payer || !payee) throw new Error('payment between wallets that are not locked');
    if (payer.kind !== 'house' && payer.balance < payment.amount) return null;
    const { txnId, replayed } = await postTransfer(tx, {
      merchantId: this.merchantId,
      kind: ledgerKindOf[payment.kind],
      idempotencyKey: payment.key,
      entries: [
        { accountId: payment.payee, amount: payment.amount },
        { accountId: payment.payer, amount: -payment.amount },
      ],
    });
    if (!replayed) {
      payer.balance -= payment.amount;
      payee.balance += payment.amount;
      payer.moved = payee.moved = true;
    }
    return txnId;
  }

  /** The balances of the member wallets the payments moved, by member id. */
  moved(): Map<string, bigint> {
    const balances = new Map<string, bigint>();
    for (const account of this.accounts.values())
      if (account.moved && account.owner !== null && account.kind === 'main')
        balances.set(account.owner, account.balance);
    return balances;
  }
}

/** Pushes new main balances to the members' open tabs (after commit; a lost one only delays). */
export async function sendBalances(
  platform: Platform,
  merchant: Merchant,
  balances: ReadonlyMap<string, bigint>,
): Promise<void> {
  for (const [memberId, balance] of balances)
    await platform.realtime
      .sendToMember(merchant.id, memberId, {
        type: 'balance',
        payload: { balance: merchant.money.format(balance) },
      })
      .catch(() => undefined);
}

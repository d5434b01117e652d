import type { Queryable, Tx } from '../../db/db.ts';
import { houseAccount, postTransfer, type TransferResult } from '../ledger/ledger.ts';

/** The ledger currency of points: whole points, no minor units. */
export const pointsCurrency = 'PTS';

/** The house account every point comes from and returns to. */
const houseName = 'points';

/** The member's points account (created empty when missing). */
export async function memberPointsAccount(
  q: Queryable,
  merchantId: number,
  memberId: string,
): Promise<bigint> {
  await q.query(
    `insert into ledger_account (merchant_id, kind, owner_member_id, currency)
     values ($1, 'points', $2, $3) on conflict do nothing`,
    [merchantId, memberId, pointsCurrency],
  );
  const [row] = await q.query<{ id: bigint }>(
    `select id from ledger_account where merchant_id = $1 and owner_member_id = $2
       and kind = 'points' and currency = $3`,
    [merchantId, memberId, pointsCurrency],
  );
  return row!.id;
}

/** Many members' points accounts at once (created empty when missing), by member id. */
export async function memberPointsAccounts(
  q: Queryable,
  merchantId: number,
  memberIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (memberIds.length === 0) return new Map();
  await q.query(
    `insert into ledger_account (merchant_id, kind, owner_member_id, currency)
     select $1, 'points', m, $3 from unnest($2::int8[]) as m on conflict do nothing`,
    [merchantId, memberIds, pointsCurrency],
  );
  const rows = await q.query<{ member_id: string; id: bigint }>(
    `select owner_member_id::text as member_id, id from ledger_account
     where merchant_id = $1 and owner_member_id = any($2::int8[]) and kind = 'points'
       and currency = $3`,
    [merchantId, memberIds, pointsCurrency],
  );
  return new Map(rows.map((row) => [row.member_id, row.id]));
}

/** The member's points (0 without an account). */
export async function pointBalance(
  q: Queryable,
  merchantId: number,
  memberId: string,
): Promise<bigint> {
  const [row] = await q.query<{ balance: bigint }>(
    `select balance from ledger_account where merchant_id = $1 and owner_member_id = $2
       and kind = 'points' and currency = $3`,
    [merchantId, memberId, pointsCurrency],
  );
  return row?.balance ?? 0n;
}

/** The house account of the brand's points. */
export function pointsHouse(q: Queryable, merchantId: number): Promise<bigint> {
  return houseAccount(q, { merchantId, name: houseName, currency: pointsCurrency });
}

/**
 * Moves points between the house and a member inside the caller's transaction: positive
 * `points` credit the member, negative ones debit it (`InsufficientFunds` when it has too few).
 * `kind` names the movement (`points_rng`, `points_redeem`...), `key` makes it post once.
 */
export async function postPoints(
  tx: Tx,
  spec: { merchantId: number; memberId: string; points: bigint; kind: string; key: string },
): Promise<TransferResult> {
  const member = await memberPointsAccount(tx, spec.merchantId, spec.memberId);
  const house = await pointsHouse(tx, spec.merchantId);
  return postTransfer(tx, {
    merchantId: spec.merchantId,
    kind: spec.kind,
    idempotencyKey: spec.key,
    entries: [
      { accountId: member, amount: spec.points },
      { accountId: house, amount: -spec.points },
    ],
  });
}

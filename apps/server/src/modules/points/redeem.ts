import { convertedAmount } from '@portal/contract/points/rules';
import type { MessageLanguage } from '@portal/contract/messages';
import type { Db, Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { houseAccount, InsufficientFunds, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { addTurnoverFor } from '../withdrawals/turnover.ts';
import { pointBalance, postPoints } from './point-accounts.ts';
import type { PointsSettings } from './points-settings.ts';
import { redemptionColumns, type RedemptionRow } from './redemption-view.ts';

/**
 * Redemptions and conversions. Each is one transaction: the redemption row (unique per member
 * and Idempotency-Key, so a replay finds the first one), the points taken through the ledger
 * (keyed by the redemption), the reward's stock, and for a conversion the money credited with
 * its turnover requirement. Points a member does not have are `points_insufficient` and
 * nothing is written.
 */

/** The house account credit rewards and conversions are paid from. */
export const mallHouse = 'points-mall';

export interface Shipping {
  recipient: string;
  phone: string;
  address: string;
}

interface RewardRow {
  id: string;
  names: Record<string, string>;
  kind: 'goods' | 'credit';
  points: bigint;
  amount: bigint;
  stock: number | null;
  max_quantity: number;
}

/** The redemption already made under this key, if any. */
async function existing(
  q: Tx | Db,
  merchantId: number,
  memberId: string,
  key: string,
): Promise<RedemptionRow | null> {
  const [row] = await q.query<RedemptionRow>(
    `select ${redemptionColumns()} from point_redemption
     where merchant_id = $1 and member_id = $2 and idempotency_key = $3`,
    [merchantId, memberId, key],
  );
  return row ?? null;
}

/** Inserts the redemption row, or returns null when the key was already used. */
async function insertRedemption(
  tx: Tx,
  values: {
    merchantId: number;
    memberId: string;
    key: string;
    kind: 'reward' | 'convert';
    rewardId: string | null;
    name: string;
    quantity: number;
    points: bigint;
    amount: bigint;
    status: 'inProcess' | 'approved';
    shipping: Shipping | null;
  },
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `insert into point_redemption (merchant_id, member_id, idempotency_key, kind, reward_id, name,
       quantity, points, amount, status, points_after, shipping, decided_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11::text::jsonb,
       case when $10 = 'approved' then now() end)
     on conflict (merchant_id, member_id, idempotency_key) do nothing returning id::text as id`,
    [
      values.merchantId,
      values.memberId,
      values.key,
      values.kind,
      values.rewardId,
      values.name,
      values.quantity,
      values.points.toString(),
      values.amount.toString(),
      values.status,
      values.shipping === null ? null : JSON.stringify(values.shipping),
    ],
  );
  return row?.id ?? null;
}

/** Takes the points of redemption `id` and records the balance they leave. */
async function takePoints(
  tx: Tx,
  merchantId: number,
  memberId: string,
  id: string,
  points: bigint,
): Promise<void> {
  try {
    await postPoints(tx, {
      merchantId,
      memberId,
      points: -points,
      kind: 'points_redeem',
      key: `points-redemption:${id}`,
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new AppError('points_insufficient');
    throw err;
  }
  const after = await pointBalance(tx, merchantId, memberId);
  await tx.query('update point_redemption set points_after = $2 where id = $1', [
    id,
    after.toString(),
  ]);
}

async function byId(tx: Tx, id: string): Promise<RedemptionRow> {
  const [row] = await tx.query<RedemptionRow>(
    `select ${redemptionColumns()} from point_redemption where id = $1`,
    [id],
  );
  return row!;
}

/**
 * Redeems `quantity` units of a reward for the member: in process until an operator approves
 * (credit rewards then pay) or rejects it (the points come back).
 */
export async function redeemReward(
  db: Db,
  merchant: Merchant,
  spec: {
    memberId: string;
    key: string;
    rewardId: string;
    quantity: number;
    shipping: Shipping | null;
    language: MessageLanguage;
  },
): Promise<RedemptionRow> {
  const { memberId, key } = spec;
  return db.transaction(async (tx) => {
    // The member's row queues its redemptions, so a replay waits for the first to commit.
    await tx.query('select id from member where id = $1 for update', [memberId]);
    const done = await existing(tx, merchant.id, memberId, key);
    if (done) return done;
    const [reward] = await tx.query<RewardRow>(
      `select id::text as id, names, kind, points, amount, stock, max_quantity from point_reward
       where merchant_id = $1 and id = $2 and active for update`,
      [merchant.id, spec.rewardId],
    );
    if (!reward) throw new AppError('points_reward_unavailable');
    if (
      spec.quantity > reward.max_quantity ||
      (reward.stock !== null && reward.stock < spec.quantity)
    )
      throw new AppError('points_reward_unavailable');
    if (reward.kind === 'goods' && spec.shipping === null)
      throw new AppError('points_shipping_required');
    const quantity = BigInt(spec.quantity);
    const id = await insertRedemption(tx, {
      merchantId: merchant.id,
      memberId,
      key,
      kind: 'reward',
      rewardId: reward.id,
      name: reward.names[spec.language.toUpperCase()] ?? reward.names.EN ?? '',
      quantity: spec.quantity,
      points: reward.points * quantity,
      amount: reward.amount * quantity,
      status: 'inProcess',
      shipping: reward.kind === 'goods' ? spec.shipping : null,
    });
    await takePoints(tx, merchant.id, memberId, id!, reward.points * quantity);
    if (reward.stock !== null)
      await tx.query('update point_reward set stock = stock - $2 where id = $1', [
        reward.id,
        spec.quantity,
      ]);
    return byId(tx, id!);
  });
}

/** Pays `amount` from the mall's house account into the member's main wallet, with turnover. */
export async function payCredit(
  tx: Tx,
  merchant: Merchant,
  spec: { memberId: string; amount: bigint; kind: string; key: string; turnoverMultiple: number },
): Promise<void> {
  const ref = { merchantId: merchant.id, currency: merchant.currency };
  const house = await houseAccount(tx, { ...ref, name: mallHouse });
  const main = await memberAccount(tx, { ...ref, memberId: spec.memberId });
  await postTransfer(tx, {
    merchantId: merchant.id,
    kind: spec.kind,
    idempotencyKey: spec.key,
    entries: [
      { accountId: house, amount: -spec.amount },
      { accountId: main, amount: spec.amount },
    ],
  });
  await addTurnoverFor(tx, {
    merchantId: merchant.id,
    memberId: spec.memberId,
    credited: spec.amount,
    percent: Math.round(spec.turnoverMultiple * 100),
    source: spec.kind,
    reference: spec.key,
  });
}

/** Converts `points` to main-wallet balance at the brand's ratio, at once. */
export async function convertPoints(
  db: Db,
  merchant: Merchant,
  settings: PointsSettings,
  spec: { memberId: string; key: string; points: bigint },
): Promise<RedemptionRow> {
  const { convert } = settings;
  if (!convert.enabled) throw new AppError('points_disabled');
  const amount = convertedAmount(
    spec.points,
    BigInt(convert.points),
    merchant.money.parse(convert.amount),
  );
  if (amount === null || amount <= 0n || spec.points < BigInt(convert.minPoints))
    throw new AppError('points_convert_amount');
  const { memberId, key } = spec;
  return db.transaction(async (tx) => {
    await tx.query('select id from member where id = $1 for update', [memberId]);
    const done = await existing(tx, merchant.id, memberId, key);
    if (done) return done;
    const id = await insertRedemption(tx, {
      merchantId: merchant.id,
      memberId,
      key,
      kind: 'convert',
      rewardId: null,
      name: '',
      quantity: 1,
      points: spec.points,
      amount,
      status: 'approved',
      shipping: null,
    });
    await takePoints(tx, merchant.id, memberId, id!, spec.points);
    await payCredit(tx, merchant, {
      memberId,
      amount,
      kind: 'points_convert',
      key: `points-convert:${id!}`,
      turnoverMultiple: convert.turnoverMultiple,
    });
    return byId(tx, id!);
  });
}

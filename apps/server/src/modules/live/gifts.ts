import type { LiveSetting } from '@portal/contract/live/settings';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { houseAccount, InsufficientFunds, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { messageColumns, type MessageRow } from './messages.ts';

/** The house account that collects a host's gifts (its revenue share is paid from it). */
export const hostHouse = (hostId: string) => `live-host:${hostId}`;

/** The ledger key of a member's gift under an Idempotency-Key. */
export const giftLedgerKey = (memberId: string, key: string) => `live-gift:${memberId}:${key}`;

/**
 * Sends a gift: one database transaction holds the gift's chat message, the ledger transfer
 * (the member's main wallet to the host's house account, keyed by member and Idempotency-Key)
 * and the gift row (unique per member and key). A replay finds the first gift and writes
 * nothing; a member short of money gets `insufficient_funds` and nothing is written.
 * Answers the gift's message and whether it is new (only a new one is announced).
 */
export async function sendGift(
  db: Db,
  merchant: Merchant,
  settings: LiveSetting,
  spec: {
    memberId: string;
    author: string;
    hostId: string;
    giftCode: string;
    key: string;
    /** The brand's calendar day now, for the leaderboard. */
    day: string;
  },
): Promise<{ row: MessageRow; created: boolean }> {
  const gift = settings.gifts.find((g) => g.code === spec.giftCode);
  if (!gift) throw new AppError('live_gift_unknown');
  const amount = merchant.money.parse(gift.price);
  if (amount <= 0n) throw new AppError('live_gift_unknown');
  return db.transaction(async (tx) => {
    const [done] = await tx.query<MessageRow>(
      `select ${messageColumns} from live_message where id = (select message_id from live_gift
         where merchant_id = $1 and member_id = $2 and idempotency_key = $3)`,
      [merchant.id, spec.memberId, spec.key],
    );
    if (done) return { row: done, created: false };
    const name = gift.names.PT ?? gift.names.EN ?? gift.code;
    const [row] = await tx.query<MessageRow>(
      `insert into live_message (merchant_id, host_id, member_id, author, kind, body, gift_code,
         gift_amount) values ($1, $2, $3, $4, 'gift', $5, $6, $7) returning ${messageColumns}`,
      [merchant.id, spec.hostId, spec.memberId, spec.author, name, gift.code, amount.toString()],
    );
    const ref = { merchantId: merchant.id, currency: merchant.currency };
    try {
      await postTransfer(tx, {
        merchantId: merchant.id,
        kind: 'live_gift',
        idempotencyKey: giftLedgerKey(spec.memberId, spec.key),
        entries: [
          {
            accountId: await memberAccount(tx, { ...ref, memberId: spec.memberId }),
            amount: -amount,
          },
          {
            accountId: await houseAccount(tx, {
              ...ref,
              name: hostHouse(spec.hostId),
              spread: spec.memberId,
            }),
            amount,
          },
        ],
      });
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
      throw err;
    }
    await tx.query(
      `insert into live_gift (merchant_id, host_id, member_id, gift_code, amount, idempotency_key,
         message_id, day) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        merchant.id,
        spec.hostId,
        spec.memberId,
        gift.code,
        amount.toString(),
        spec.key,
        row!.id,
        spec.day,
      ],
    );
    return { row: row!, created: true };
  });
}

/** Hosts ranked by the gifts they received on `day`. */
export function giftLeaderboard(db: Db, merchant: Merchant, day: string) {
  return db.query<{ host_id: string; name: string; amount: bigint; gifts: number }>(
    `select h.id::text as host_id, h.name, sum(g.amount)::bigint as amount, count(*)::int as gifts
     from live_gift g join live_host h on h.id = g.host_id
     where g.merchant_id = $1 and g.day = $2
     group by h.id, h.name order by amount desc, h.id limit 50`,
    [merchant.id, day],
  );
}

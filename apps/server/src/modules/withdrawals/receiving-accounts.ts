import { type receivingAccount, withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';
import { checkWithdrawPassword } from './withdraw-password.ts';

/**
 * Receiving accounts: bank cards and wallet addresses a member withdraws to. The number is
 * stored whole (the payout needs it) and only its last four characters go out. Removal is soft,
 * so old withdrawals keep showing the account; it is refused while a withdrawal that is not
 * final (pending, awaiting confirmation or disputed) uses it.
 */

export type ReceivingAccount = z.infer<typeof receivingAccount>;

/** Accounts a member may keep at once. */
export const maxReceivingAccounts = 10;

/** A stored account row with the columns `toReceivingAccount` reads. */
export interface AccountRow {
  id: bigint;
  kind: 'bank' | 'wallet';
  holder_name: string;
  institution: string;
  number: string;
  created_at: Date;
}

/** `****1234`: the only form of a number that ever leaves the server. */
export function maskNumber(number: string): string {
  return `****${number.slice(-4)}`;
}

/** Maps a row to the wire. */
export function toReceivingAccount(row: AccountRow): ReceivingAccount {
  return {
    accountId: row.id.toString(),
    kind: row.kind,
    holderName: row.holder_name,
    institution: row.institution,
    maskedNumber: maskNumber(row.number),
    createdAt: row.created_at.toISOString(),
  };
}

/** The member's live accounts, oldest first. */
export async function listReceivingAccounts(
  q: Queryable,
  merchantId: number,
  memberId: string,
): Promise<ReceivingAccount[]> {
  const rows = await q.query<AccountRow>(
    `select id, kind, holder_name, institution, number, created_at from receiving_account
     where merchant_id = $1 and member_id = $2 and deleted_at is null order by id`,
    [merchantId, memberId],
  );
  return rows.map(toReceivingAccount);
}

/** Ids are digits; anything else names no account. */
export function idOf(text: string): string {
  if (!/^[1-9][0-9]{0,17}$/u.test(text)) throw new AppError('not_found');
  return text;
}

/** GET, PUT and DELETE /wps/wallet/accounts. */
export function registerReceivingAccounts(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerEndpoint(app, withdrawalsEndpoints.receivingAccounts, async ({ merchant, session }) => {
    requireRealMember(session!);
    return { list: await listReceivingAccounts(db, merchant.id, session!.memberId) };
  });

  registerEndpoint(
    app,
    withdrawalsEndpoints.receivingAccountAdd,
    async ({ input, merchant, session }) => {
      const s = session!;
      requireRealMember(s);
      await checkWithdrawPassword(platform, s, input.withdrawPassword);
      return db.transaction(async (tx) => {
        // One add at a time per member, so the cap holds under concurrent calls.
        await tx.query('select id from member where merchant_id = $1 and id = $2 for update', [
          merchant.id,
          s.memberId,
        ]);
        const [count] = await tx.query<{ n: number }>(
          `select count(*)::int as n from receiving_account
         where merchant_id = $1 and member_id = $2 and deleted_at is null`,
          [merchant.id, s.memberId],
        );
        if ((count?.n ?? 0) >= maxReceivingAccounts) throw new AppError('conflict');
        const [row] = await tx.query<AccountRow>(
          `insert into receiving_account (merchant_id, member_id, kind, holder_name, institution, number)
         values ($1, $2, $3, $4, $5, $6)
         returning id, kind, holder_name, institution, number, created_at`,
          [merchant.id, s.memberId, input.kind, input.holderName, input.institution, input.number],
        );
        return toReceivingAccount(row!);
      });
    },
  );

  registerEndpoint(
    app,
    withdrawalsEndpoints.receivingAccountDelete,
    async ({ input, merchant, session }) => {
      const s = session!;
      requireRealMember(s);
      const id = idOf(input.accountId);
      await db.transaction(async (tx) => {
        // The row lock orders this against a withdrawal that is choosing the same account.
        const [row] = await tx.query<{ id: bigint }>(
          `select id from receiving_account
           where merchant_id = $1 and member_id = $2 and id = $3 and deleted_at is null for update`,
          [merchant.id, s.memberId, id],
        );
        if (!row) throw new AppError('not_found');
        const [open] = await tx.query<{ n: number }>(
          `select count(*)::int as n from withdrawal where account_id = $1
             and status in ('review', 'pending', 'awaiting_confirmation', 'disputed')`,
          [id],
        );
        if ((open?.n ?? 0) > 0) throw new AppError('receiving_account_in_use');
        await tx.query('update receiving_account set deleted_at = now() where id = $1', [id]);
      });
      return { list: await listReceivingAccounts(db, merchant.id, s.memberId) };
    },
  );
}

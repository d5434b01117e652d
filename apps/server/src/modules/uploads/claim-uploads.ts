import { constants } from '@portal/contract/constants';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Claims a member's uploads for one call inside the caller's transaction: every id must be an
 * unclaimed upload of this member, merchant and purpose, or nothing is claimed and the call
 * fails (`upload_unknown`; more than 3 is `upload_too_many`). The conditional update makes two
 * racing calls claim an upload at most once: the loser's row no longer matches.
 */
export async function claimUploads(
  tx: Tx,
  spec: {
    merchantId: number;
    memberId: string;
    purpose: 'activity' | 'withdrawal';
    uploadIds: readonly string[];
    claimedBy: string;
  },
): Promise<void> {
  if (spec.uploadIds.length > constants.upload.maxFiles) throw new AppError('upload_too_many');
  if (spec.uploadIds.length === 0) return;
  const ids = [...new Set(spec.uploadIds)];
  if (ids.length !== spec.uploadIds.length) throw new AppError('upload_unknown');
  const rows = await tx.query<{ id: string }>(
    `update upload set claimed_at = now(), claimed_by = $5
     where merchant_id = $1 and member_id = $2 and purpose = $3 and id = any($4::text[])
       and claimed_at is null
     returning id`,
    [spec.merchantId, spec.memberId, spec.purpose, ids, spec.claimedBy],
  );
  // Throwing rolls the caller's transaction back, releasing the ones that did match.
  if (rows.length !== ids.length) throw new AppError('upload_unknown');
}

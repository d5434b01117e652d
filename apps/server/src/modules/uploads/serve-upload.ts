import { uploadId as uploadIdSchema } from '@portal/contract/uploads';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerToken, tokenHash } from '../../auth/session.ts';
import type { Queryable } from '../../db/db.ts';
import { accessGate } from '../../http/access-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveMerchant } from '../../http/merchant.ts';
import type { Platform } from '../../platform.ts';

/** An upload row as the serving routes need it. */
export interface UploadRow {
  id: string;
  merchant_id: number;
  member_id: bigint;
  purpose: string;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  storage_key: string;
  created_at: Date;
  claimed_at: Date | null;
  claimed_by: string | null;
}

/** One upload of a merchant, or null. */
export async function findUpload(
  q: Queryable,
  merchantId: number,
  id: string,
): Promise<UploadRow | null> {
  const [row] = await q.query<UploadRow>(
    `select id, merchant_id, member_id, purpose, content_type, size, storage_key, created_at,
            claimed_at, claimed_by
     from upload where merchant_id = $1 and id = $2`,
    [merchantId, id],
  );
  return row ?? null;
}

/**
 * Sends an upload's bytes with only the type sniffed at upload time and headers that stop a
 * browser from treating them as anything but an inert image: no sniffing, no scripts, inline
 * under a fixed name.
 */
export async function sendUpload(
  platform: Platform,
  reply: FastifyReply,
  upload: UploadRow,
): Promise<FastifyReply> {
  const stored = await platform.storage.get(upload.storage_key);
  if (!stored) throw new AppError('not_found');
  const extension = upload.content_type === 'image/png' ? 'png' : 'jpg';
  return reply
    .type(upload.content_type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="proof.${extension}"`)
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(stored.bytes);
}

/**
 * GET /wps/uploads/file?uploadId=: the owner's own upload (bytes, not an envelope, so it is not
 * in the contract table). Same merchant, gate and session rules as contract calls; anyone
 * else's upload is a 404, as if it did not exist.
 */
export function registerServeUpload(app: FastifyInstance, platform: Platform): void {
  app.get('/wps/uploads/file', async (request, reply) => {
    request.merchant = await resolveMerchant(request, platform.directory);
    await accessGate(request, platform.directory);
    const token = bearerToken(request);
    const session = token ? await platform.sessions.resolve(tokenHash(token)) : null;
    if (!session || session.merchantId !== request.merchant.id || session.pendingVerification) {
      throw new AppError('in_no_login');
    }
    const id = uploadIdSchema.safeParse((request.query as Record<string, unknown>)?.uploadId);
    if (!id.success) throw new AppError('not_found');
    const upload = await findUpload(platform.db, request.merchant.id, id.data);
    if (!upload || String(upload.member_id) !== session.memberId) throw new AppError('not_found');
    return sendUpload(platform, reply, upload);
  });
}

import type { FastifyInstance } from 'fastify';
import { uploadId } from '@portal/contract/uploads';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { requireOperator } from '../../http/contract-routes.ts';
import { resolveMerchant } from '../../http/merchant.ts';
import { findUpload, sendUpload } from './serve-upload.ts';

/**
 * GET /operator/uploads/file?uploadId=: any upload of the request's merchant, for an operator
 * who reviews withdrawal disputes or activity applications (bytes, not an envelope, so it is
 * not in the contract table; the console fetches it with its token and shows a blob URL).
 */
export function registerOperatorUploadFile(app: FastifyInstance, platform: Platform): void {
  app.get('/operator/uploads/file', async (request, reply) => {
    request.merchant = await resolveMerchant(request, platform.directory);
    await requireOperator(app, request, ['withdrawals.read', 'rewards.write']);
    const id = uploadId.safeParse((request.query as Record<string, unknown>)?.uploadId);
    if (!id.success) throw new AppError('not_found');
    const upload = await findUpload(platform.db, request.merchant.id, id.data);
    if (!upload) throw new AppError('not_found');
    return sendUpload(platform, reply, upload);
  });
}

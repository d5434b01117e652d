import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadId } from '@portal/contract/uploads';
import { AppError } from '../../http/app-error.ts';
import { opsMerchant } from '../content/ops-common.ts';
import { merchantParams } from '../ops/schema.ts';
import type { Platform } from '../../platform.ts';
import { requireOperator } from '../../http/contract-routes.ts';
import { resolveMerchant } from '../../http/merchant.ts';
import { findUpload, sendUpload } from './serve-upload.ts';

const params = merchantParams.extend({ uploadId: z.string() });

/**
 * GET /ops/merchants/:code/uploads/:uploadId: any upload of the merchant, for an operator
 * reviewing an application or a withdrawal proof. Registered inside the ops scope (token
 * checked there); answers the bytes with the same inert headers as the owner's route.
 */
export function registerOpsUploadFile(ops: FastifyInstance, platform: Platform): void {
  ops.get('/ops/merchants/:code/uploads/:uploadId', async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success || !uploadId.safeParse(parsed.data.uploadId).success) {
      throw new AppError('not_found');
    }
    const merchant = await opsMerchant(platform, parsed.data.code);
    const upload = await findUpload(platform.db, merchant.id, parsed.data.uploadId);
    if (!upload) throw new AppError('not_found');
    return sendUpload(platform, reply, upload);
  });
}

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

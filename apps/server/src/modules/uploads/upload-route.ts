import { sniffImage, uploadsEndpoints } from '@portal/contract/uploads';
import { randomBytes } from 'node:crypto';
import { constants } from '@portal/contract/constants';
import type { FastifyError, FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import { AppError } from '../../http/app-error.ts';
import { requireRealMember } from '../session/policies.ts';
import type { Platform } from '../../platform.ts';

/** Exactly the spec's 5 MB per file. */
export const uploadMaxBytes = constants.upload.maxBytes;

/** Content types a client may label the bytes with; the bytes decide what they are. */
const acceptedTypes = ['image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream'];

/** Uploads per member in a window: enough for a few applications, not for filling a disk. */
const memberLimit = { max: 20, windowMs: 10 * 60_000 };

/** A random, url-safe upload id (144 bits). */
export function newUploadId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * POST /wps/uploads?purpose=: one png or jpg image as the raw body, at most 5 MB. Registered in
 * its own scope, so the binary parsers and the 5 MB limit apply to this route only. The type is
 * sniffed from the bytes; the file goes to `platform.storage`, its row to `upload`.
 */
export async function registerUploadRoute(app: FastifyInstance, platform: Platform): Promise<void> {
  await app.register(async (scope) => {
    for (const type of acceptedTypes) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: uploadMaxBytes },
        (_request, body, done) => done(null, body),
      );
    }
    // Fastify's own refusals become the upload codes; the app's handler writes the envelope.
    scope.setErrorHandler((err: FastifyError) => {
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('upload_too_large');
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError('upload_not_image');
      throw err;
    });
    // After the session is known and before 5 MB are read: a flood stops at the door.
    scope.addHook('preParsing', async (request) => {
      const session = request.session;
      if (!session) return;
      requireRealMember(session);
      const key = `upload:${session.merchantId}:${session.memberId}`;
      if ((await platform.limiter.hit(key, memberLimit.windowMs)) > memberLimit.max) {
        throw new AppError('too_many_requests', undefined, undefined, {
          retryAfterSeconds: Math.ceil(memberLimit.windowMs / 1000),
        });
      }
    });

    registerEndpoint(
      scope,
      uploadsEndpoints.upload,
      async ({ input, merchant, session, request }) => {
        const body = request.body;
        const bytes = Buffer.isBuffer(body) ? body : null;
        const contentType = bytes ? sniffImage(bytes) : null;
        if (!bytes || !contentType) throw new AppError('upload_not_image');
        if (bytes.length > uploadMaxBytes) throw new AppError('upload_too_large');
        const uploadId = newUploadId();
        const storageKey = `m${merchant.id}/${uploadId}`;
        await platform.storage.put(storageKey, bytes, contentType);
        try {
          await platform.db.query(
            `insert into upload (id, merchant_id, member_id, purpose, content_type, size, storage_key)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              uploadId,
              merchant.id,
              session!.memberId,
              input.purpose,
              contentType,
              bytes.length,
              storageKey,
            ],
          );
        } catch (err) {
          await platform.storage.delete(storageKey).catch(() => undefined);
          throw err;
        }
        return { uploadId, contentType, size: bytes.length };
      },
      { rateLimit: { name: 'upload', max: 60, windowMs: 10 * 60_000 } },
    );
  });
}

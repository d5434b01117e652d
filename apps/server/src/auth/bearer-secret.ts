import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Checks `Authorization: Bearer <secret>` for the operator API (`OPS_TOKEN`) and the metrics
 * (`METRICS_TOKEN`); anything else is 403 `forbidden`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of the guess.
 */
export function makeBearerCheck(secret: string): (request: FastifyRequest) => Promise<void> {
  const expected = digest(secret);
  return async (request) => {
    const match = /^Bearer\s+(\S+)\s*$/iu.exec(request.headers.authorization ?? '');
    const given = digest(match?.[1] ?? '');
    if (!match || !timingSafeEqual(given, expected)) throw new AppError('forbidden');
  };
}

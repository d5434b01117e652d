import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';

const timeoutMs = 2_000;

/** `/healthz`: 200 when the database answers `select 1` in time, else 503. */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database check timed out')), timeoutMs);
        }),
      ]);
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      throw new AppError('service_unavailable');
    } finally {
      clearTimeout(timer);
    }
    return reply.header('cache-control', 'no-store').send(ok({ status: 'ok' }));
  });
}

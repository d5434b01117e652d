import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerTransferUpline } from './transfer-upline.ts';

/** The upline transfer: info and transfer. */
export function registerUplineRoutes(app: FastifyInstance, platform: Platform): void {
  registerTransferUpline(app, platform);
}

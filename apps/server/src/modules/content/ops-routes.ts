import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerOpsUploadFile } from '../uploads/ops-upload-file.ts';
import { registerOpsApplications } from './ops-applications.ts';
import { registerOpsContent } from './ops-content.ts';

/**
 * The content module's operator calls, registered by `modules/ops/routes.ts` inside its scope
 * (OPS_TOKEN checked there): uploads for review, applications, content creation and
 * messages.
 */
export function registerContentOps(ops: FastifyInstance, platform: Platform): void {
  registerOpsUploadFile(ops, platform);
  registerOpsContent(ops, platform);
  registerOpsApplications(ops, platform);
}

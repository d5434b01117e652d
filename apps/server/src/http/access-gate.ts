import type { FastifyRequest } from 'fastify';
import { isRegionBlocked } from '../merchant/region.ts';
import type { TenantDirectory } from '../merchant/tenant-directory.ts';
import { AppError } from './app-error.ts';

/**
 * Refuses API calls while the merchant is in maintenance (503, with the operator's note) or
 * from a region its rules block (403). Maintenance is checked first. The status call skips
 * this gate: it reports both states so the web app can show the right screen.
 */
export async function accessGate(
  request: FastifyRequest,
  directory: TenantDirectory,
): Promise<void> {
  const merchant = request.merchant;
  if (!merchant) throw new AppError('internal_error');
  if (merchant.maintenance) {
    throw new AppError('maintenance', undefined, merchant.maintenanceMessage ?? undefined);
  }
  if (isRegionBlocked(await directory.regionRules(merchant.id), request.ip)) {
    throw new AppError('region_restricted');
  }
}

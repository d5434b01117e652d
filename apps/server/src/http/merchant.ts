import { messageText } from '@portal/contract/messages';
import type { FastifyRequest } from 'fastify';
import { merchantCodePattern, type Merchant } from '../merchant/merchant.ts';
import type { TenantDirectory } from '../merchant/tenant-directory.ts';
import { AppError } from './app-error.ts';
import { requestLanguage } from './language.ts';

/** The host of a request as domain routes store it: lower case, no port, brackets or final dot. */
export function normalizeHost(hostname: string): string {
  const host = hostname.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/u.exec(host);
  if (bracketed) return bracketed[1]!;
  // One colon is a port; several are a bare IPv6 address.
  const withoutPort = host.split(':').length === 2 ? host.replace(/:\d*$/u, '') : host;
  return withoutPort.replace(/\.$/u, '');
}

/**
 * Finds the merchant of a request: its host through the domain routes, else the `X-Merchant`
 * header, else the default merchant. An unknown header code is a 400, never the default: that
 * would serve one brand's players another brand's configuration.
 */
export async function resolveMerchant(
  request: FastifyRequest,
  directory: TenantDirectory,
): Promise<Merchant> {
  const byHost = await directory.byDomain(normalizeHost(request.hostname));
  if (byHost) return byHost;
  const header = request.headers['x-merchant'];
  const code = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (code) {
    const merchant = merchantCodePattern.test(code) ? await directory.byCode(code) : null;
    if (!merchant) {
      throw new AppError('invalid_input', {
        'X-Merchant': messageText('field_invalid', requestLanguage(request)),
      });
    }
    return merchant;
  }
  const fallback = await directory.defaultMerchant();
  if (!fallback) {
    request.log.warn('no merchant is configured: seed the database or create one');
    throw new AppError('service_unavailable');
  }
  return fallback;
}

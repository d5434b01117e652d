import type { StatusOutput, SystemStatusCode } from '@portal/contract/system';
import { isRegionBlocked } from '../../merchant/region.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { TenantDirectory } from '../../merchant/tenant-directory.ts';
import { formatIp } from '../../net/ip.ts';
import type { SystemCache } from './system-cache.ts';

/**
 * The permission response the web app loads first. Maintenance and region blocks are reported
 * with status 1 and 2 (maintenance wins) rather than refused, so the app can show the screen.
 * Only the visitor-dependent parts (IP and region result) are computed per request.
 */
export async function statusFor(
  merchant: Merchant,
  clientIp: string,
  deps: { directory: TenantDirectory; cache: SystemCache },
): Promise<StatusOutput> {
  const snapshot = await deps.cache.get(merchant);
  const regionRestriction = isRegionBlocked(
    await deps.directory.regionRules(merchant.id),
    clientIp,
  );
  const status: SystemStatusCode = merchant.maintenance ? 1 : regionRestriction ? 2 : 0;
  return {
    system: {
      status,
      maintenance: merchant.maintenance,
      regionRestriction,
      message: merchant.maintenance ? merchant.maintenanceMessage : null,
    },
    location: { ip: formatIp(clientIp) },
    customerService: snapshot.customerService,
    domainRoute: snapshot.domainRoute,
    resources: snapshot.resources,
    whitelabel: snapshot.whitelabel,
    registerRules: snapshot.registerRules,
    mainDomain: merchant.mainDomain,
    analyticsId: merchant.analyticsId,
    imageCdns: merchant.imageCdns,
    gameLaunchCdns: merchant.launchCdns,
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      currencyScale: merchant.money.scale,
      defaultLanguage: merchant.defaultLanguage,
      languages: merchant.languages,
      timeZone: merchant.timeZone,
    },
    publicKey: snapshot.publicKey,
  };
}

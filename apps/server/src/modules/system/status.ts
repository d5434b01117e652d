import type { StatusOutput, SystemStatusCode } from '@portal/contract/system';
import { isRegionBlocked } from '../../merchant/region.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { TenantDirectory } from '../../merchant/tenant-directory.ts';
import { formatIp } from '../../net/ip.ts';
import { JsonText } from '../../http/envelope.ts';
import { weakTag } from '../../http/etag.ts';
import type { SystemCache } from './system-cache.ts';
import type { SystemSnapshot } from './system-snapshot.ts';

/** The visitor-independent part of a status answer, serialised once per snapshot. */
interface PreparedStatus {
  /** The JSON of every field after `location`, without its opening brace. */
  rest: string;
  /** A tag over what `rest` holds, part of every answer's ETag. */
  tag: string;
  /** Whole answers by client IP, for repeat callers (see `statusFor`). */
  answers: Map<string, StatusAnswer>;
}

interface StatusAnswer {
  value: JsonText<StatusOutput>;
  tag: string;
  /** What the answer was made from, besides the IP: it is reused only while these stand. */
  merchant: Merchant;
  rules: unknown;
  maintenance: boolean;
  message: string | null;
}

/** Answers kept per merchant snapshot; the oldest goes first when more IPs call. */
const answersKept = 512;

const prepared = new WeakMap<SystemSnapshot, WeakMap<Merchant, PreparedStatus>>();

function prepare(merchant: Merchant, snapshot: SystemSnapshot): PreparedStatus {
  let byMerchant = prepared.get(snapshot);
  if (!byMerchant) {
    byMerchant = new WeakMap();
    prepared.set(snapshot, byMerchant);
  }
  const known = byMerchant.get(merchant);
  if (known) return known;
  const rest: Omit<StatusOutput, 'system' | 'location'> = {
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
  const json = JSON.stringify(rest);
  const { customerService: _paths, ...stable } = rest;
  const made = {
    answers: new Map(),
    rest: json.slice(1),
    tag: weakTag(`${snapshot.customerServiceTag}${JSON.stringify(stable)}`),
  };
  byMerchant.set(merchant, made);
  return made;
}

/**
 * The permission response the web app loads first. Maintenance and region blocks are reported
 * with status 1 and 2 (maintenance wins) rather than refused, so the app can show the screen.
 * Only the visitor-dependent parts (IP and region result) are computed per request; the rest is
 * serialised once per merchant snapshot (every visit of every visitor loads it). The tag covers
 * both, for conditional requests. A whole answer is kept per client IP while the snapshot, the
 * merchant's state and the region rules it was made from stand: the app asks again on every
 * page load, and a busy network address (a mobile carrier's gateway) asks many times a second.
 */
export async function statusFor(
  merchant: Merchant,
  clientIp: string,
  deps: { directory: TenantDirectory; cache: SystemCache },
): Promise<{ value: JsonText<StatusOutput>; tag: string }> {
  const snapshot = await deps.cache.get(merchant);
  const rules = await deps.directory.regionRules(merchant.id);
  const prepared = prepare(merchant, snapshot);
  const kept = prepared.answers.get(clientIp);
  if (
    kept &&
    kept.merchant === merchant &&
    kept.rules === rules &&
    kept.maintenance === merchant.maintenance &&
    kept.message === merchant.maintenanceMessage
  ) {
    return kept;
  }
  const regionRestriction = isRegionBlocked(rules, clientIp);
  const status: SystemStatusCode = merchant.maintenance ? 1 : regionRestriction ? 2 : 0;
  const head: Pick<StatusOutput, 'system' | 'location'> = {
    system: {
      status,
      maintenance: merchant.maintenance,
      regionRestriction,
      message: merchant.maintenance ? merchant.maintenanceMessage : null,
    },
    location: { ip: formatIp(clientIp) },
  };
  const headJson = JSON.stringify(head);
  const answer: StatusAnswer = {
    value: new JsonText(`${headJson.slice(0, -1)},${prepared.rest}`),
    tag: weakTag(`${prepared.tag}${headJson}`),
    merchant,
    rules,
    maintenance: merchant.maintenance,
    message: merchant.maintenanceMessage,
  };
  if (prepared.answers.size >= answersKept) {
    prepared.answers.delete(prepared.answers.keys().next().value!);
  }
  prepared.answers.set(clientIp, answer);
  return answer;
}

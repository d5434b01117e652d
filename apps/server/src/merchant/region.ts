import { cidrContains, parseCidr, parseIp, type Cidr } from '../net/ip.ts';

/** A stored region rule of a merchant. */
export interface RegionRule {
  id: number;
  cidr: string;
  action: 'block' | 'allow';
  note: string | null;
}

/** A rule with its network parsed once, for the per-request check. */
export interface CompiledRegionRule {
  action: 'block' | 'allow';
  network: Cidr;
}

/** Parses stored rules; a row that no longer parses is skipped (it was validated on insert). */
export function compileRegionRules(rules: readonly RegionRule[]): CompiledRegionRule[] {
  return rules.flatMap((rule) => {
    const network = parseCidr(rule.cidr);
    return network ? [{ action: rule.action, network }] : [];
  });
}

/**
 * True when a `block` rule covers the address and no `allow` rule does: allow rules carve
 * exceptions out of blocked ranges (block 0.0.0.0/0 and ::/0, allow one country's ranges).
 * An address that does not parse is treated as covered by any block rule.
 */
export function isRegionBlocked(rules: readonly CompiledRegionRule[], address: string): boolean {
  if (rules.length === 0) return false;
  const ip = parseIp(address);
  if (!ip) return rules.some((rule) => rule.action === 'block');
  let blocked = false;
  for (const rule of rules) {
    if (!cidrContains(rule.network, ip)) continue;
    if (rule.action === 'allow') return false;
    blocked = true;
  }
  return blocked;
}

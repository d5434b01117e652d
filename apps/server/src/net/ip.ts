import { isIPv4, isIPv6 } from 'node:net';

/** An address as a number: 32 bits for IPv4, 128 for IPv6. */
export interface IpAddress {
  version: 4 | 6;
  value: bigint;
}

/** A network: the address with its host bits cleared, and the prefix length. */
export interface Cidr {
  version: 4 | 6;
  network: bigint;
  prefix: number;
}

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Value(text: string): bigint {
  let body = text;
  const lastColon = body.lastIndexOf(':');
  if (body.includes('.', lastColon)) {
    // Embedded IPv4 in the last 32 bits (::ffff:1.2.3.4): rewrite it as two hex groups.
    const v4 = ipv4Value(body.slice(lastColon + 1));
    body = `${body.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = body.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros =
    rest === undefined ? [] : Array<string>(8 - headGroups.length - restGroups.length).fill('0');
  return [...headGroups, ...zeros, ...restGroups].reduce(
    (acc, group) => (acc << 16n) | BigInt(`0x${group}`),
    0n,
  );
}

/**
 * Parses an IPv4 or IPv6 address (a zone id is ignored). IPv4-mapped IPv6 addresses such as
 * `::ffff:127.0.0.1` become the IPv4 address they carry, so one rule covers both spellings.
 */
export function parseIp(text: string): IpAddress | null {
  const address = text
    .trim()
    .replace(/^\[(.*)\]$/u, '$1')
    .replace(/%.*$/u, '');
  if (isIPv4(address)) return { version: 4, value: ipv4Value(address) };
  if (!isIPv6(address)) return null;
  const value = ipv6Value(address);
  if (value >> 32n === 0xffffn) return { version: 4, value: value & 0xffffffffn };
  return { version: 6, value };
}

function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

function formatIpv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => (value >> BigInt((7 - i) * 16)) & 0xffffn);
  // Collapse the longest run of zero groups (RFC 5952).
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0n) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0n) j += 1;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** The canonical spelling of an address (IPv4-mapped shown as IPv4), or the input if invalid. */
export function formatIp(text: string): string {
  const ip = parseIp(text);
  if (!ip) return text;
  return ip.version === 4 ? formatIpv4(ip.value) : formatIpv6(ip.value);
}

/**
 * Parses `address/prefix` (or a bare address, meaning one host). Host bits must be zero:
 * `10.0.0.1/8` is refused rather than guessed at. IPv4-mapped IPv6 networks of /96 or longer
 * become the IPv4 network they describe.
 */
export function parseCidr(text: string): Cidr | null {
  const [addressText = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  if (prefixText !== undefined && !/^[0-9]{1,3}$/u.test(prefixText)) return null;
  const address = addressText.replace(/%.*$/u, '');
  const raw = isIPv4(address) ? { version: 4 as const, value: ipv4Value(address) } : null;
  const rawV6 = !raw && isIPv6(address) ? { version: 6 as const, value: ipv6Value(address) } : null;
  const ip = raw ?? rawV6;
  if (!ip) return null;
  const bits = ip.version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  const hostMask = (1n << BigInt(bits - prefix)) - 1n;
  if ((ip.value & hostMask) !== 0n) return null;
  if (ip.version === 6 && prefix >= 96 && ip.value >> 32n === 0xffffn) {
    return { version: 4, network: ip.value & 0xffffffffn, prefix: prefix - 96 };
  }
  return { version: ip.version, network: ip.value, prefix };
}

/** The canonical text of a network, as stored. */
export function formatCidr(cidr: Cidr): string {
  const address = cidr.version === 4 ? formatIpv4(cidr.network) : formatIpv6(cidr.network);
  return `${address}/${cidr.prefix}`;
}

/** True when the address lies inside the network. */
export function cidrContains(cidr: Cidr, ip: IpAddress): boolean {
  if (cidr.version !== ip.version) return false;
  const bits = cidr.version === 4 ? 32 : 128;
  const shift = BigInt(bits - cidr.prefix);
  return ip.value >> shift === cidr.network >> shift;
}
